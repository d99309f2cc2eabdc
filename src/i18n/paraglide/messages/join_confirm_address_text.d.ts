export type LocalizedString = import('../runtime.js').LocalizedString;
export type Join_Confirm_Address_TextInputs = {
    email: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Confirm {email} to go on." |
*
* @param {Join_Confirm_Address_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const join_confirm_address_text: ((inputs: Join_Confirm_Address_TextInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Confirm_Address_TextInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
