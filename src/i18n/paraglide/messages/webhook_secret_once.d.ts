export type LocalizedString = import('../runtime.js').LocalizedString;
export type Webhook_Secret_OnceInputs = {};
/**
* | output |
* | --- |
* | "It is shown only now: copy it and keep it safe." |
*
* @param {Webhook_Secret_OnceInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const webhook_secret_once: ((inputs?: Webhook_Secret_OnceInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Webhook_Secret_OnceInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
