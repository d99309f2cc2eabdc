export type LocalizedString = import('../runtime.js').LocalizedString;
export type Notify_Mail_ChoicesInputs = {
    link: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "All your choices: {link}" |
*
* @param {Notify_Mail_ChoicesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notify_mail_choices: ((inputs: Notify_Mail_ChoicesInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Mail_ChoicesInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
