export type LocalizedString = import('../runtime.js').LocalizedString;
export type Join_Confirm_Address_TitleInputs = {};
/**
* | output |
* | --- |
* | "Confirm your address" |
*
* @param {Join_Confirm_Address_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const join_confirm_address_title: ((inputs?: Join_Confirm_Address_TitleInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Confirm_Address_TitleInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
