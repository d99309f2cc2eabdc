export type LocalizedString = import('../runtime.js').LocalizedString;
export type Error_Title_429Inputs = {};
/**
* | output |
* | --- |
* | "Too many attempts" |
*
* @param {Error_Title_429Inputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const error_title_429: ((inputs?: Error_Title_429Inputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Title_429Inputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
