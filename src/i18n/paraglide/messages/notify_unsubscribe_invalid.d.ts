export type LocalizedString = import('../runtime.js').LocalizedString;
export type Notify_Unsubscribe_InvalidInputs = {
    link: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "This unsubscribe link is not valid. Your choices are on {link}." |
*
* @param {Notify_Unsubscribe_InvalidInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notify_unsubscribe_invalid: ((inputs: Notify_Unsubscribe_InvalidInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Unsubscribe_InvalidInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
