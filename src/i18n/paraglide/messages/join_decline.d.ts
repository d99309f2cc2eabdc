export type LocalizedString = import('../runtime.js').LocalizedString;
export type Join_DeclineInputs = {};
/**
* | output |
* | --- |
* | "Decline" |
*
* @param {Join_DeclineInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const join_decline: ((inputs?: Join_DeclineInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_DeclineInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
