export type LocalizedString = import('../runtime.js').LocalizedString;
export type Webhook_Portal_AccessInputs = {};
/**
* | output |
* | --- |
* | "Access" |
*
* @param {Webhook_Portal_AccessInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const webhook_portal_access: ((inputs?: Webhook_Portal_AccessInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Webhook_Portal_AccessInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
