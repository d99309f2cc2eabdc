export type LocalizedString = import('../runtime.js').LocalizedString;
export type Account_Mail_New_Address_BodyInputs = {
    url: NonNullable<unknown>;
    link: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Someone asked to use this address for their account at catchd at {url}. If it was you, open this link within 24 hours to confirm it: {link} If it was not you..." |
*
* @param {Account_Mail_New_Address_BodyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const account_mail_new_address_body: ((inputs: Account_Mail_New_Address_BodyInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Mail_New_Address_BodyInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
