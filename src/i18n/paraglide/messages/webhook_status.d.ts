export type LocalizedString = import('../runtime.js').LocalizedString;
export type Webhook_StatusInputs = {};
/**
* | output |
* | --- |
* | "Status" |
*
* @param {Webhook_StatusInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const webhook_status: ((inputs?: Webhook_StatusInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Webhook_StatusInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
