export type LocalizedString = import('../runtime.js').LocalizedString;
export type Webhook_Resend_LabelInputs = {
    type: NonNullable<unknown>;
    id: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Resend {type} {id}" |
*
* @param {Webhook_Resend_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const webhook_resend_label: ((inputs: Webhook_Resend_LabelInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Webhook_Resend_LabelInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
