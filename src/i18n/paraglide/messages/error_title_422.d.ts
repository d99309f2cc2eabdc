export type LocalizedString = import('../runtime.js').LocalizedString;
export type Error_Title_422Inputs = {};
/**
* | output |
* | --- |
* | "Please check what you sent" |
*
* @param {Error_Title_422Inputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const error_title_422: ((inputs?: Error_Title_422Inputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Title_422Inputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
