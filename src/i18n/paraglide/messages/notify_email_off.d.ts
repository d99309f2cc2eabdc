export type LocalizedString = import('../runtime.js').LocalizedString;
export type Notify_Email_OffInputs = {};
/**
* | output |
* | --- |
* | "No email" |
*
* @param {Notify_Email_OffInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notify_email_off: ((inputs?: Notify_Email_OffInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Email_OffInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
