export type LocalizedString = import('../runtime.js').LocalizedString;
export type Webhook_DeleteInputs = {};
/**
* | output |
* | --- |
* | "Delete endpoint" |
*
* @param {Webhook_DeleteInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const webhook_delete: ((inputs?: Webhook_DeleteInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Webhook_DeleteInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
