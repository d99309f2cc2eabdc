export type LocalizedString = import('../runtime.js').LocalizedString;
export type Account_Mail_New_Address_SubjectInputs = {};
/**
* | output |
* | --- |
* | "Confirm your new email address for catchd" |
*
* @param {Account_Mail_New_Address_SubjectInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const account_mail_new_address_subject: ((inputs?: Account_Mail_New_Address_SubjectInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Mail_New_Address_SubjectInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
