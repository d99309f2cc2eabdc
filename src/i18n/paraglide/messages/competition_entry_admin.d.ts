export type LocalizedString = import('../runtime.js').LocalizedString;
export type Competition_Entry_AdminInputs = {};
/**
* | output |
* | --- |
* | "Admins add entries" |
*
* @param {Competition_Entry_AdminInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_entry_admin: ((inputs?: Competition_Entry_AdminInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Entry_AdminInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
