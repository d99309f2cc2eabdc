export type LocalizedString = import('../runtime.js').LocalizedString;
export type Webhook_EnableInputs = {};
/**
* | output |
* | --- |
* | "Enable" |
*
* @param {Webhook_EnableInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const webhook_enable: ((inputs?: Webhook_EnableInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Webhook_EnableInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
