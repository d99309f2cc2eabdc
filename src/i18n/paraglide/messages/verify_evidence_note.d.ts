export type LocalizedString = import('../runtime.js').LocalizedString;
export type Verify_Evidence_NoteInputs = {};
/**
* | output |
* | --- |
* | "Evidence note" |
*
* @param {Verify_Evidence_NoteInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const verify_evidence_note: ((inputs?: Verify_Evidence_NoteInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_Evidence_NoteInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
