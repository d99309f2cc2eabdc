export type LocalizedString = import('../runtime.js').LocalizedString;
export type Dev_Refusal_RequestedInputs = {};
/**
* | output |
* | --- |
* | "Your application for developer access is waiting for an administrator’s decision." |
*
* @param {Dev_Refusal_RequestedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_refusal_requested: ((inputs?: Dev_Refusal_RequestedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Refusal_RequestedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
