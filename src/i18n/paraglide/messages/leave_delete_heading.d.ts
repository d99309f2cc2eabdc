export type LocalizedString = import('../runtime.js').LocalizedString;
export type Leave_Delete_HeadingInputs = {};
/**
* | output |
* | --- |
* | "Delete my account" |
*
* @param {Leave_Delete_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const leave_delete_heading: ((inputs?: Leave_Delete_HeadingInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Leave_Delete_HeadingInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
