export type LocalizedString = import('../runtime.js').LocalizedString;
export type Webhook_Add_HeadingInputs = {};
/**
* | output |
* | --- |
* | "Add an endpoint" |
*
* @param {Webhook_Add_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const webhook_add_heading: ((inputs?: Webhook_Add_HeadingInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Webhook_Add_HeadingInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
