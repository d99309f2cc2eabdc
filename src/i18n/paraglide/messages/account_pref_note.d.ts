export type LocalizedString = import('../runtime.js').LocalizedString;
export type Account_Pref_NoteInputs = {};
/**
* | output |
* | --- |
* | "Some pages are still in English; each follows your language once it is translated." |
*
* @param {Account_Pref_NoteInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const account_pref_note: ((inputs?: Account_Pref_NoteInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Pref_NoteInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
