export type LocalizedString = import('../runtime.js').LocalizedString;
export type Webhook_EnabledInputs = {};
/**
* | output |
* | --- |
* | "enabled" |
*
* @param {Webhook_EnabledInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const webhook_enabled: ((inputs?: Webhook_EnabledInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Webhook_EnabledInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
