export type LocalizedString = import('../runtime.js').LocalizedString;
export type Problems_TitleInputs = {};
/**
* | output |
* | --- |
* | "Please fix these and send again:" |
*
* @param {Problems_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const problems_title: ((inputs?: Problems_TitleInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Problems_TitleInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
