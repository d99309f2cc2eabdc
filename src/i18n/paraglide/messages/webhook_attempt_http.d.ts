export type LocalizedString = import('../runtime.js').LocalizedString;
export type Webhook_Attempt_HttpInputs = {
    code: NonNullable<unknown>;
    ms: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "HTTP {code} in {ms} ms" |
*
* @param {Webhook_Attempt_HttpInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const webhook_attempt_http: ((inputs: Webhook_Attempt_HttpInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Webhook_Attempt_HttpInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
