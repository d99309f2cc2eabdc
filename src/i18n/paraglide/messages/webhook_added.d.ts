export type LocalizedString = import('../runtime.js').LocalizedString;
export type Webhook_AddedInputs = {
    url: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Added {url}." |
*
* @param {Webhook_AddedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const webhook_added: ((inputs: Webhook_AddedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Webhook_AddedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
