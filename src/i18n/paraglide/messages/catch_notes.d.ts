export type LocalizedString = import('../runtime.js').LocalizedString;
export type Catch_NotesInputs = {};
/**
* | output |
* | --- |
* | "Notes" |
*
* @param {Catch_NotesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const catch_notes: ((inputs?: Catch_NotesInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_NotesInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
