export type LocalizedString = import('../runtime.js').LocalizedString;
export type Dev_Authorised_TitleInputs = {};
/**
* | output |
* | --- |
* | "Apps you authorised" |
*
* @param {Dev_Authorised_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_authorised_title: ((inputs?: Dev_Authorised_TitleInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Authorised_TitleInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
