export type LocalizedString = import('../runtime.js').LocalizedString;
export type Leave_Confirm_WordInputs = {};
/**
* | output |
* | --- |
* | "delete" |
*
* @param {Leave_Confirm_WordInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const leave_confirm_word: ((inputs?: Leave_Confirm_WordInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Leave_Confirm_WordInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
