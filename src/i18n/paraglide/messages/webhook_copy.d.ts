export type LocalizedString = import('../runtime.js').LocalizedString;
export type Webhook_CopyInputs = {};
/**
* | output |
* | --- |
* | "Copy" |
*
* @param {Webhook_CopyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const webhook_copy: ((inputs?: Webhook_CopyInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Webhook_CopyInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
