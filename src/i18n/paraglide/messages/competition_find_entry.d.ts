export type LocalizedString = import('../runtime.js').LocalizedString;
export type Competition_Find_EntryInputs = {};
/**
* | output |
* | --- |
* | "Find the entry" |
*
* @param {Competition_Find_EntryInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_find_entry: ((inputs?: Competition_Find_EntryInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Find_EntryInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
