export type LocalizedString = import('../runtime.js').LocalizedString;
export type Competition_All_EntriesInputs = {};
/**
* | output |
* | --- |
* | "All entries" |
*
* @param {Competition_All_EntriesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_all_entries: ((inputs?: Competition_All_EntriesInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_All_EntriesInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
