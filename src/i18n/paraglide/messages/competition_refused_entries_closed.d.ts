export type LocalizedString = import('../runtime.js').LocalizedString;
export type Competition_Refused_Entries_ClosedInputs = {};
/**
* | output |
* | --- |
* | "Entries are closed for this competition." |
*
* @param {Competition_Refused_Entries_ClosedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_refused_entries_closed: ((inputs?: Competition_Refused_Entries_ClosedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Refused_Entries_ClosedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
