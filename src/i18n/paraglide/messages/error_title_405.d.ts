export type LocalizedString = import('../runtime.js').LocalizedString;
export type Error_Title_405Inputs = {};
/**
* | output |
* | --- |
* | "Not allowed here" |
*
* @param {Error_Title_405Inputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const error_title_405: ((inputs?: Error_Title_405Inputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Title_405Inputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
