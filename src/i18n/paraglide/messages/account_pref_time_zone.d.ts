export type LocalizedString = import('../runtime.js').LocalizedString;
export type Account_Pref_Time_ZoneInputs = {};
/**
* | output |
* | --- |
* | "Time zone" |
*
* @param {Account_Pref_Time_ZoneInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const account_pref_time_zone: ((inputs?: Account_Pref_Time_ZoneInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Pref_Time_ZoneInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
