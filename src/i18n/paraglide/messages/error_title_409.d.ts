export type LocalizedString = import('../runtime.js').LocalizedString;
export type Error_Title_409Inputs = {};
/**
* | output |
* | --- |
* | "That clashes with something" |
*
* @param {Error_Title_409Inputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const error_title_409: ((inputs?: Error_Title_409Inputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Title_409Inputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
