export type LocalizedString = import('../runtime.js').LocalizedString;
export type Webhook_Portal_AppsInputs = {};
/**
* | output |
* | --- |
* | "Apps" |
*
* @param {Webhook_Portal_AppsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const webhook_portal_apps: ((inputs?: Webhook_Portal_AppsInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Webhook_Portal_AppsInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
