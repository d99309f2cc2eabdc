export type LocalizedString = import('../runtime.js').LocalizedString;
export type Competition_Protest_EntryInputs = {};
/**
* | output |
* | --- |
* | "About the entry" |
*
* @param {Competition_Protest_EntryInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_protest_entry: ((inputs?: Competition_Protest_EntryInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Protest_EntryInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
