export type LocalizedString = import('../runtime.js').LocalizedString;
export type Scope_Webhooks_WriteInputs = {};
/**
* | output |
* | --- |
* | "Create and manage your webhook endpoints" |
*
* @param {Scope_Webhooks_WriteInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const scope_webhooks_write: ((inputs?: Scope_Webhooks_WriteInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Scope_Webhooks_WriteInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
