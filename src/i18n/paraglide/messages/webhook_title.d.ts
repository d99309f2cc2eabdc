export type LocalizedString = import('../runtime.js').LocalizedString;
export type Webhook_TitleInputs = {};
/**
* | output |
* | --- |
* | "Webhooks" |
*
* @param {Webhook_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const webhook_title: ((inputs?: Webhook_TitleInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Webhook_TitleInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
