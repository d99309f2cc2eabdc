export type LocalizedString = import('../runtime.js').LocalizedString;
export type Dev_Refusal_DeclinedInputs = {};
/**
* | output |
* | --- |
* | "Your application for developer access was declined." |
*
* @param {Dev_Refusal_DeclinedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_refusal_declined: ((inputs?: Dev_Refusal_DeclinedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Refusal_DeclinedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
