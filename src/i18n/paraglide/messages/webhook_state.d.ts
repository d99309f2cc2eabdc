export type LocalizedString = import('../runtime.js').LocalizedString;
export type Webhook_StateInputs = {};
/**
* | output |
* | --- |
* | "State" |
*
* @param {Webhook_StateInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const webhook_state: ((inputs?: Webhook_StateInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Webhook_StateInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
