export type LocalizedString = import('../runtime.js').LocalizedString;
export type Competition_Add_EntryInputs = {};
/**
* | output |
* | --- |
* | "Add entry" |
*
* @param {Competition_Add_EntryInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_add_entry: ((inputs?: Competition_Add_EntryInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Add_EntryInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
