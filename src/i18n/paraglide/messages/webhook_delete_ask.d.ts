export type LocalizedString = import('../runtime.js').LocalizedString;
export type Webhook_Delete_AskInputs = {};
/**
* | output |
* | --- |
* | "Delete endpoint…" |
*
* @param {Webhook_Delete_AskInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const webhook_delete_ask: ((inputs?: Webhook_Delete_AskInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Webhook_Delete_AskInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
