export type LocalizedString = import('../runtime.js').LocalizedString;
export type Notify_Mail_StopInputs = {
    link: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "To stop these mails (and only these): {link}" |
*
* @param {Notify_Mail_StopInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notify_mail_stop: ((inputs: Notify_Mail_StopInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Mail_StopInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
