export type LocalizedString = import('../runtime.js').LocalizedString;
export type Leave_Your_DataInputs = {};
/**
* | output |
* | --- |
* | "Your data" |
*
* @param {Leave_Your_DataInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const leave_your_data: ((inputs?: Leave_Your_DataInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Leave_Your_DataInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
