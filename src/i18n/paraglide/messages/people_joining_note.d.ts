export type LocalizedString = import('../runtime.js').LocalizedString;
export type People_Joining_NoteInputs = {};
/**
* | output |
* | --- |
* | "These come from the server’s configuration; the operator changes them there." |
*
* @param {People_Joining_NoteInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const people_joining_note: ((inputs?: People_Joining_NoteInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<People_Joining_NoteInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
