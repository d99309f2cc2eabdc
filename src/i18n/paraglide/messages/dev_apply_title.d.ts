export type LocalizedString = import('../runtime.js').LocalizedString;
export type Dev_Apply_TitleInputs = {};
/**
* | output |
* | --- |
* | "Apply for early access" |
*
* @param {Dev_Apply_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_apply_title: ((inputs?: Dev_Apply_TitleInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Apply_TitleInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
