export type LocalizedString = import('../runtime.js').LocalizedString;
export type Error_Title_OtherInputs = {};
/**
* | output |
* | --- |
* | "Something went wrong" |
*
* @param {Error_Title_OtherInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const error_title_other: ((inputs?: Error_Title_OtherInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Title_OtherInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
