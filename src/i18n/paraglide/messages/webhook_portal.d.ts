export type LocalizedString = import('../runtime.js').LocalizedString;
export type Webhook_PortalInputs = {};
/**
* | output |
* | --- |
* | "Developer portal" |
*
* @param {Webhook_PortalInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const webhook_portal: ((inputs?: Webhook_PortalInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Webhook_PortalInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
