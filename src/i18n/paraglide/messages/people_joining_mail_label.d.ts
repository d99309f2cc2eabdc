export type LocalizedString = import('../runtime.js').LocalizedString;
export type People_Joining_Mail_LabelInputs = {};
/**
* | output |
* | --- |
* | "Mail (CATCHD_SMTP_URL)" |
*
* @param {People_Joining_Mail_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const people_joining_mail_label: ((inputs?: People_Joining_Mail_LabelInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<People_Joining_Mail_LabelInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
