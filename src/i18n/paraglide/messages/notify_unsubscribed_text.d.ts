export type LocalizedString = import('../runtime.js').LocalizedString;
export type Notify_Unsubscribed_TextInputs = {
    kind: NonNullable<unknown>;
    link: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "No more mail for “{kind}”. Change your mind on {link}." |
*
* @param {Notify_Unsubscribed_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notify_unsubscribed_text: ((inputs: Notify_Unsubscribed_TextInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Unsubscribed_TextInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
