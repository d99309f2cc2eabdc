export type LocalizedString = import('../runtime.js').LocalizedString;
export type Scope_Webhooks_ReadInputs = {};
/**
* | output |
* | --- |
* | "See your webhook endpoints and deliveries" |
*
* @param {Scope_Webhooks_ReadInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const scope_webhooks_read: ((inputs?: Scope_Webhooks_ReadInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Scope_Webhooks_ReadInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
