export type LocalizedString = import('../runtime.js').LocalizedString;
export type Error_Title_415Inputs = {};
/**
* | output |
* | --- |
* | "Not accepted" |
*
* @param {Error_Title_415Inputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const error_title_415: ((inputs?: Error_Title_415Inputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Title_415Inputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
