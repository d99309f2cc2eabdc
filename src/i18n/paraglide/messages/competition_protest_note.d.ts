export type LocalizedString = import('../runtime.js').LocalizedString;
export type Competition_Protest_NoteInputs = {};
/**
* | output |
* | --- |
* | "Note" |
*
* @param {Competition_Protest_NoteInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_protest_note: ((inputs?: Competition_Protest_NoteInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Protest_NoteInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
