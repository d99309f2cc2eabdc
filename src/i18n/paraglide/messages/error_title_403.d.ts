export type LocalizedString = import('../runtime.js').LocalizedString;
export type Error_Title_403Inputs = {};
/**
* | output |
* | --- |
* | "Not allowed" |
*
* @param {Error_Title_403Inputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const error_title_403: ((inputs?: Error_Title_403Inputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Title_403Inputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
