export type LocalizedString = import('../runtime.js').LocalizedString;
export type Account_Confirm_Code_LabelInputs = {};
/**
* | output |
* | --- |
* | "Or a code from your authenticator app" |
*
* @param {Account_Confirm_Code_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const account_confirm_code_label: ((inputs?: Account_Confirm_Code_LabelInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Confirm_Code_LabelInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
