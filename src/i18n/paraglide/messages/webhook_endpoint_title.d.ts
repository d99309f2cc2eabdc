export type LocalizedString = import('../runtime.js').LocalizedString;
export type Webhook_Endpoint_TitleInputs = {
    url: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Webhook {url}" |
*
* @param {Webhook_Endpoint_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const webhook_endpoint_title: ((inputs: Webhook_Endpoint_TitleInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Webhook_Endpoint_TitleInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
