export type LocalizedString = import('../runtime.js').LocalizedString;
export type Webhook_EventInputs = {};
/**
* | output |
* | --- |
* | "Event" |
*
* @param {Webhook_EventInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const webhook_event: ((inputs?: Webhook_EventInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Webhook_EventInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
