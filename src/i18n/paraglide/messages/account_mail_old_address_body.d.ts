export type LocalizedString = import('../runtime.js').LocalizedString;
export type Account_Mail_Old_Address_BodyInputs = {
    url: NonNullable<unknown>;
    link: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Someone signed in to your account at catchd at {url} asked to change its email address. This address stays until the new one is confirmed by the link mailed ..." |
*
* @param {Account_Mail_Old_Address_BodyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const account_mail_old_address_body: ((inputs: Account_Mail_Old_Address_BodyInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Mail_Old_Address_BodyInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
