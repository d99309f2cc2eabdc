export type LocalizedString = import('../runtime.js').LocalizedString;
export type Webhook_ErrorInputs = {};
/**
* | output |
* | --- |
* | "error" |
*
* @param {Webhook_ErrorInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const webhook_error: ((inputs?: Webhook_ErrorInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Webhook_ErrorInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
