export type LocalizedString = import('../runtime.js').LocalizedString;
export type Competition_Add_Entry_HeadingInputs = {};
/**
* | output |
* | --- |
* | "Add an entry" |
*
* @param {Competition_Add_Entry_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_add_entry_heading: ((inputs?: Competition_Add_Entry_HeadingInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Add_Entry_HeadingInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
