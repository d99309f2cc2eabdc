export type LocalizedString = import('../runtime.js').LocalizedString;
export type Dev_App_SecretInputs = {};
/**
* | output |
* | --- |
* | "Your app’s client secret." |
*
* @param {Dev_App_SecretInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_app_secret: ((inputs?: Dev_App_SecretInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_App_SecretInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
