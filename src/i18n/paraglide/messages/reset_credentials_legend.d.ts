export type LocalizedString = import('../runtime.js').LocalizedString;
export type Reset_Credentials_LegendInputs = {};
/**
* | output |
* | --- |
* | "API keys and apps that can use your account without the password" |
*
* @param {Reset_Credentials_LegendInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const reset_credentials_legend: ((inputs?: Reset_Credentials_LegendInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Reset_Credentials_LegendInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
