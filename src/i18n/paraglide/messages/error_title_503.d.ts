export type LocalizedString = import('../runtime.js').LocalizedString;
export type Error_Title_503Inputs = {};
/**
* | output |
* | --- |
* | "Not available right now" |
*
* @param {Error_Title_503Inputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const error_title_503: ((inputs?: Error_Title_503Inputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Title_503Inputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
