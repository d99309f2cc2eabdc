export type LocalizedString = import('../runtime.js').LocalizedString;
export type Webhook_New_SecretInputs = {};
/**
* | output |
* | --- |
* | "The endpoint’s new signing secret (the old one keeps signing for 24 hours)." |
*
* @param {Webhook_New_SecretInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const webhook_new_secret: ((inputs?: Webhook_New_SecretInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Webhook_New_SecretInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
