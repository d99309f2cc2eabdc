export type LocalizedString = import('../runtime.js').LocalizedString;
export type Error_Title_404Inputs = {};
/**
* | output |
* | --- |
* | "Not found" |
*
* @param {Error_Title_404Inputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const error_title_404: ((inputs?: Error_Title_404Inputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Title_404Inputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
