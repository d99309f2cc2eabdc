export type LocalizedString = import('../runtime.js').LocalizedString;
export type Join_Mail_Approved_BodyInputs = {
    url: NonNullable<unknown>;
    link: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Your sign-up at {url} is approved. Sign in with your email and password: {link}" |
*
* @param {Join_Mail_Approved_BodyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const join_mail_approved_body: ((inputs: Join_Mail_Approved_BodyInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Mail_Approved_BodyInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
