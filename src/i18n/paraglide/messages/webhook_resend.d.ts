export type LocalizedString = import('../runtime.js').LocalizedString;
export type Webhook_ResendInputs = {};
/**
* | output |
* | --- |
* | "Resend" |
*
* @param {Webhook_ResendInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const webhook_resend: ((inputs?: Webhook_ResendInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Webhook_ResendInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
