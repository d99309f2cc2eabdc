export type LocalizedString = import('../runtime.js').LocalizedString;
export type Webhook_RefreshInputs = {};
/**
* | output |
* | --- |
* | "Refresh" |
*
* @param {Webhook_RefreshInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const webhook_refresh: ((inputs?: Webhook_RefreshInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Webhook_RefreshInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
