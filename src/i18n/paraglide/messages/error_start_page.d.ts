export type LocalizedString = import('../runtime.js').LocalizedString;
export type Error_Start_PageInputs = {};
/**
* | output |
* | --- |
* | "Go to the start page" |
*
* @param {Error_Start_PageInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const error_start_page: ((inputs?: Error_Start_PageInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Start_PageInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
