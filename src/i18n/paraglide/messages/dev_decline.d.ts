export type LocalizedString = import('../runtime.js').LocalizedString;
export type Dev_DeclineInputs = {};
/**
* | output |
* | --- |
* | "Decline" |
*
* @param {Dev_DeclineInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_decline: ((inputs?: Dev_DeclineInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_DeclineInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
