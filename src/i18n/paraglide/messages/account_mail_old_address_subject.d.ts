export type LocalizedString = import('../runtime.js').LocalizedString;
export type Account_Mail_Old_Address_SubjectInputs = {};
/**
* | output |
* | --- |
* | "Your catchd email address is being changed" |
*
* @param {Account_Mail_Old_Address_SubjectInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const account_mail_old_address_subject: ((inputs?: Account_Mail_Old_Address_SubjectInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Mail_Old_Address_SubjectInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
