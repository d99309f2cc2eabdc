export type LocalizedString = import('../runtime.js').LocalizedString;
export type Leave_Delete_ButtonInputs = {};
/**
* | output |
* | --- |
* | "Delete my account…" |
*
* @param {Leave_Delete_ButtonInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const leave_delete_button: ((inputs?: Leave_Delete_ButtonInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Leave_Delete_ButtonInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
