export type LocalizedString = import('../runtime.js').LocalizedString;
export type Webhook_DisabledInputs = {
    reason: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "disabled: {reason}" |
*
* @param {Webhook_DisabledInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const webhook_disabled: ((inputs: Webhook_DisabledInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Webhook_DisabledInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
