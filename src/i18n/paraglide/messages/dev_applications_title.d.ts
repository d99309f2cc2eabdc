export type LocalizedString = import('../runtime.js').LocalizedString;
export type Dev_Applications_TitleInputs = {};
/**
* | output |
* | --- |
* | "Developer applications" |
*
* @param {Dev_Applications_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_applications_title: ((inputs?: Dev_Applications_TitleInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Applications_TitleInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
