export type LocalizedString = import('../runtime.js').LocalizedString;
export type Webhook_RotateInputs = {};
/**
* | output |
* | --- |
* | "Rotate secret" |
*
* @param {Webhook_RotateInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const webhook_rotate: ((inputs?: Webhook_RotateInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Webhook_RotateInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
