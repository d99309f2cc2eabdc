export type LocalizedString = import('../runtime.js').LocalizedString;
export type Notify_Unsubscribe_QuestionInputs = {};
/**
* | output |
* | --- |
* | "Stop these mails?" |
*
* @param {Notify_Unsubscribe_QuestionInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notify_unsubscribe_question: ((inputs?: Notify_Unsubscribe_QuestionInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Unsubscribe_QuestionInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
