export type LocalizedString = import('../runtime.js').LocalizedString;
export type Error_Title_413Inputs = {};
/**
* | output |
* | --- |
* | "Too large" |
*
* @param {Error_Title_413Inputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const error_title_413: ((inputs?: Error_Title_413Inputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Title_413Inputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
