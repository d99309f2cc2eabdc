export type LocalizedString = import('../runtime.js').LocalizedString;
export type Competition_PublishInputs = {};
/**
* | output |
* | --- |
* | "Publish" |
*
* @param {Competition_PublishInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_publish: ((inputs?: Competition_PublishInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_PublishInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
