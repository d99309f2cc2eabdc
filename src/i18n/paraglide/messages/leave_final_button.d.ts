export type LocalizedString = import('../runtime.js').LocalizedString;
export type Leave_Final_ButtonInputs = {};
/**
* | output |
* | --- |
* | "Delete my account for good" |
*
* @param {Leave_Final_ButtonInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const leave_final_button: ((inputs?: Leave_Final_ButtonInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Leave_Final_ButtonInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
