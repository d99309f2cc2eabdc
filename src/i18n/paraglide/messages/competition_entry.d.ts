export type LocalizedString = import('../runtime.js').LocalizedString;
export type Competition_EntryInputs = {};
/**
* | output |
* | --- |
* | "Entry" |
*
* @param {Competition_EntryInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_entry: ((inputs?: Competition_EntryInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_EntryInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
