export type LocalizedString = import('../runtime.js').LocalizedString;
export type Webhook_DisableInputs = {};
/**
* | output |
* | --- |
* | "Disable" |
*
* @param {Webhook_DisableInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const webhook_disable: ((inputs?: Webhook_DisableInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Webhook_DisableInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
