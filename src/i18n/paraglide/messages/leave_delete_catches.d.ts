export type LocalizedString = import('../runtime.js').LocalizedString;
export type Leave_Delete_CatchesInputs = {};
/**
* | output |
* | --- |
* | "Delete my catches and their photos" |
*
* @param {Leave_Delete_CatchesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const leave_delete_catches: ((inputs?: Leave_Delete_CatchesInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Leave_Delete_CatchesInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
