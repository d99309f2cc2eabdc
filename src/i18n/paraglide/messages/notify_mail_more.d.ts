export type LocalizedString = import('../runtime.js').LocalizedString;
export type Notify_Mail_MoreInputs = {
    count: NonNullable<unknown>;
    link: NonNullable<unknown>;
};
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "And {count} more: {link}" |
* | * | "And {count} more: {link}" |
*
* @param {Notify_Mail_MoreInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notify_mail_more: ((inputs: Notify_Mail_MoreInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Mail_MoreInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
