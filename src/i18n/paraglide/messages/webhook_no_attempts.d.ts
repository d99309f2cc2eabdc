export type LocalizedString = import('../runtime.js').LocalizedString;
export type Webhook_No_AttemptsInputs = {};
/**
* | output |
* | --- |
* | "none yet" |
*
* @param {Webhook_No_AttemptsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const webhook_no_attempts: ((inputs?: Webhook_No_AttemptsInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Webhook_No_AttemptsInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
