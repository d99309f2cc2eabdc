export type LocalizedString = import('../runtime.js').LocalizedString;
export type Leave_Keep_AccountInputs = {};
/**
* | output |
* | --- |
* | "No, keep my account" |
*
* @param {Leave_Keep_AccountInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const leave_keep_account: ((inputs?: Leave_Keep_AccountInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Leave_Keep_AccountInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
