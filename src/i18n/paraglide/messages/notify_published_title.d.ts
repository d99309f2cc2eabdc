export type LocalizedString = import('../runtime.js').LocalizedString;
export type Notify_Published_TitleInputs = {};
/**
* | output |
* | --- |
* | "A new competition" |
*
* @param {Notify_Published_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notify_published_title: ((inputs?: Notify_Published_TitleInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Published_TitleInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
