export type LocalizedString = import('../runtime.js').LocalizedString;
export type Webhook_Every_EventInputs = {};
/**
* | output |
* | --- |
* | "* (every event)" |
*
* @param {Webhook_Every_EventInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const webhook_every_event: ((inputs?: Webhook_Every_EventInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Webhook_Every_EventInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
