export type LocalizedString = import('../runtime.js').LocalizedString;
export type Guide_Title_ErrorsInputs = {};
/**
* | output |
* | --- |
* | "Errors" |
*
* @param {Guide_Title_ErrorsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const guide_title_errors: ((inputs?: Guide_Title_ErrorsInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Guide_Title_ErrorsInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
