export type LocalizedString = import('../runtime.js').LocalizedString;
export type Account_Confirm_With_CodeInputs = {};
/**
* | output |
* | --- |
* | "Confirm with the code" |
*
* @param {Account_Confirm_With_CodeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const account_confirm_with_code: ((inputs?: Account_Confirm_With_CodeInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Confirm_With_CodeInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
