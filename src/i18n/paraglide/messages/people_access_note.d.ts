export type LocalizedString = import('../runtime.js').LocalizedString;
export type People_Access_NoteInputs = {};
/**
* | output |
* | --- |
* | "Everything else (logging, verifying, administration) always needs an account." |
*
* @param {People_Access_NoteInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const people_access_note: ((inputs?: People_Access_NoteInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<People_Access_NoteInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
