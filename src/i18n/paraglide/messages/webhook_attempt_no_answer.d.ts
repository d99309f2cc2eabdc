export type LocalizedString = import('../runtime.js').LocalizedString;
export type Webhook_Attempt_No_AnswerInputs = {
    error: NonNullable<unknown>;
    ms: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "no answer ({error}) in {ms} ms" |
*
* @param {Webhook_Attempt_No_AnswerInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const webhook_attempt_no_answer: ((inputs: Webhook_Attempt_No_AnswerInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Webhook_Attempt_No_AnswerInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
