export type LocalizedString = import('../runtime.js').LocalizedString;
export type Notify_Email_InstantInputs = {};
/**
* | output |
* | --- |
* | "Email at once" |
*
* @param {Notify_Email_InstantInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notify_email_instant: ((inputs?: Notify_Email_InstantInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Email_InstantInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
