export type LocalizedString = import('../runtime.js').LocalizedString;
export type Dev_Register_TitleInputs = {};
/**
* | output |
* | --- |
* | "Register an app" |
*
* @param {Dev_Register_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_register_title: ((inputs?: Dev_Register_TitleInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Register_TitleInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
