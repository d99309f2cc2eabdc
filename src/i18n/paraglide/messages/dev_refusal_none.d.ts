export type LocalizedString = import('../runtime.js').LocalizedString;
export type Dev_Refusal_NoneInputs = {};
/**
* | output |
* | --- |
* | "API keys and OAuth apps are for approved developers. Apply for early access on the developer portal’s start page." |
*
* @param {Dev_Refusal_NoneInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_refusal_none: ((inputs?: Dev_Refusal_NoneInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Refusal_NoneInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
