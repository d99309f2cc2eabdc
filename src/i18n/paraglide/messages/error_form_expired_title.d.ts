export type LocalizedString = import('../runtime.js').LocalizedString;
export type Error_Form_Expired_TitleInputs = {};
/**
* | output |
* | --- |
* | "This form expired" |
*
* @param {Error_Form_Expired_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const error_form_expired_title: ((inputs?: Error_Form_Expired_TitleInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Form_Expired_TitleInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
