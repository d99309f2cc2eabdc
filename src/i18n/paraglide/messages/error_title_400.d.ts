export type LocalizedString = import('../runtime.js').LocalizedString;
export type Error_Title_400Inputs = {};
/**
* | output |
* | --- |
* | "That did not work" |
*
* @param {Error_Title_400Inputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const error_title_400: ((inputs?: Error_Title_400Inputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Title_400Inputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
