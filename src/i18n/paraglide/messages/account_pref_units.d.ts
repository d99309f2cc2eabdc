export type LocalizedString = import('../runtime.js').LocalizedString;
export type Account_Pref_UnitsInputs = {};
/**
* | output |
* | --- |
* | "Units" |
*
* @param {Account_Pref_UnitsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const account_pref_units: ((inputs?: Account_Pref_UnitsInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Pref_UnitsInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
