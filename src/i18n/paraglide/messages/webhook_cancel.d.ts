export type LocalizedString = import('../runtime.js').LocalizedString;
export type Webhook_CancelInputs = {};
/**
* | output |
* | --- |
* | "Cancel" |
*
* @param {Webhook_CancelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const webhook_cancel: ((inputs?: Webhook_CancelInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Webhook_CancelInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
