export type LocalizedString = import('../runtime.js').LocalizedString;
export type Webhook_Failing_SinceInputs = {};
/**
* | output |
* | --- |
* | "Failing since" |
*
* @param {Webhook_Failing_SinceInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const webhook_failing_since: ((inputs?: Webhook_Failing_SinceInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Webhook_Failing_SinceInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
