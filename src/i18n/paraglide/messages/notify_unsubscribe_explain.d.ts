export type LocalizedString = import('../runtime.js').LocalizedString;
export type Notify_Unsubscribe_ExplainInputs = {
    kind: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "You will no longer get mail for “{kind}”. Other kinds and the app stay as they are." |
*
* @param {Notify_Unsubscribe_ExplainInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notify_unsubscribe_explain: ((inputs: Notify_Unsubscribe_ExplainInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Unsubscribe_ExplainInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
