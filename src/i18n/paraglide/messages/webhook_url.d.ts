export type LocalizedString = import('../runtime.js').LocalizedString;
export type Webhook_UrlInputs = {};
/**
* | output |
* | --- |
* | "URL" |
*
* @param {Webhook_UrlInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const webhook_url: ((inputs?: Webhook_UrlInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Webhook_UrlInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
