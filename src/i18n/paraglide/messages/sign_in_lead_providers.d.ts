export type LocalizedString = import('../runtime.js').LocalizedString;
export type Sign_In_Lead_ProvidersInputs = {};
/**
* | output |
* | --- |
* | "Use your catchd email and password or an account you already have." |
*
* @param {Sign_In_Lead_ProvidersInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const sign_in_lead_providers: ((inputs?: Sign_In_Lead_ProvidersInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Sign_In_Lead_ProvidersInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
