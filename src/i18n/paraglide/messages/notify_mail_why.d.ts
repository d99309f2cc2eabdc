export type LocalizedString = import('../runtime.js').LocalizedString;
export type Notify_Mail_WhyInputs = {
    kind: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "You get this mail because of your choice for “{kind}”." |
*
* @param {Notify_Mail_WhyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notify_mail_why: ((inputs: Notify_Mail_WhyInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Mail_WhyInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
