export type LocalizedString = import('../runtime.js').LocalizedString;
export type Leave_Final_DeleteInputs = {};
/**
* | output |
* | --- |
* | "Your catches and their photos are deleted." |
*
* @param {Leave_Final_DeleteInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const leave_final_delete: ((inputs?: Leave_Final_DeleteInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Leave_Final_DeleteInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
