export type LocalizedString = import('../runtime.js').LocalizedString;
export type Webhook_AddInputs = {};
/**
* | output |
* | --- |
* | "Add endpoint" |
*
* @param {Webhook_AddInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const webhook_add: ((inputs?: Webhook_AddInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Webhook_AddInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
