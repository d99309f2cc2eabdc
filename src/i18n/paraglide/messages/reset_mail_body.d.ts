export type LocalizedString = import('../runtime.js').LocalizedString;
export type Reset_Mail_BodyInputs = {
    url: NonNullable<unknown>;
    link: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Someone asked to set a new password for this address's account at catchd at {url}. If it was you, open this link within an hour. It works once: {link} If it ..." |
*
* @param {Reset_Mail_BodyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const reset_mail_body: ((inputs: Reset_Mail_BodyInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Reset_Mail_BodyInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
