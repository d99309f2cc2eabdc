export type LocalizedString = import('../runtime.js').LocalizedString;
export type Competition_No_EntriesInputs = {};
/**
* | output |
* | --- |
* | "No entries yet." |
*
* @param {Competition_No_EntriesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_no_entries: ((inputs?: Competition_No_EntriesInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_No_EntriesInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
