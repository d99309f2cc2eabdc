export type LocalizedString = import('../runtime.js').LocalizedString;
export type Webhook_Portal_AuthorisedInputs = {};
/**
* | output |
* | --- |
* | "Authorised apps" |
*
* @param {Webhook_Portal_AuthorisedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const webhook_portal_authorised: ((inputs?: Webhook_Portal_AuthorisedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Webhook_Portal_AuthorisedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
