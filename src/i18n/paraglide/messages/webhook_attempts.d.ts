export type LocalizedString = import('../runtime.js').LocalizedString;
export type Webhook_AttemptsInputs = {};
/**
* | output |
* | --- |
* | "Attempts" |
*
* @param {Webhook_AttemptsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const webhook_attempts: ((inputs?: Webhook_AttemptsInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Webhook_AttemptsInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
