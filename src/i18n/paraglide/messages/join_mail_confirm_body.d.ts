export type LocalizedString = import('../runtime.js').LocalizedString;
export type Join_Mail_Confirm_BodyInputs = {
    url: NonNullable<unknown>;
    link: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Someone asked to join catchd at {url} with this email address. If it was you, open this link within 24 hours to confirm it: {link} If it was not you, ignore ..." |
*
* @param {Join_Mail_Confirm_BodyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const join_mail_confirm_body: ((inputs: Join_Mail_Confirm_BodyInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Mail_Confirm_BodyInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
