export type LocalizedString = import('../runtime.js').LocalizedString;
export type Notify_Kind_Competition_PublishedInputs = {};
/**
* | output |
* | --- |
* | "A competition is published" |
*
* @param {Notify_Kind_Competition_PublishedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notify_kind_competition_published: ((inputs?: Notify_Kind_Competition_PublishedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Kind_Competition_PublishedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
