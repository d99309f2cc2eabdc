export type LocalizedString = import('../runtime.js').LocalizedString;
export type Account_Name_LabelInputs = {};
/**
* | output |
* | --- |
* | "Name" |
*
* @param {Account_Name_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const account_name_label: ((inputs?: Account_Name_LabelInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Name_LabelInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
