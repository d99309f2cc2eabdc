export type LocalizedString = import('../runtime.js').LocalizedString;
export type Webhook_DescriptionInputs = {};
/**
* | output |
* | --- |
* | "Description (optional)" |
*
* @param {Webhook_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const webhook_description: ((inputs?: Webhook_DescriptionInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Webhook_DescriptionInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
