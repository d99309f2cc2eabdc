export type LocalizedString = import('../runtime.js').LocalizedString;
export type Dev_New_Key_SecretInputs = {};
/**
* | output |
* | --- |
* | "Your new API key." |
*
* @param {Dev_New_Key_SecretInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_new_key_secret: ((inputs?: Dev_New_Key_SecretInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_New_Key_SecretInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
