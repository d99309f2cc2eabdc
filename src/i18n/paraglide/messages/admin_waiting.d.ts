export type LocalizedString = import('../runtime.js').LocalizedString;
export type Admin_WaitingInputs = {};
/**
* | output |
* | --- |
* | "Waiting for you" |
*
* @param {Admin_WaitingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const admin_waiting: ((inputs?: Admin_WaitingInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_WaitingInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
