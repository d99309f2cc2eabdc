export type LocalizedString = import('../runtime.js').LocalizedString;
export type Join_Mail_Invitation_BodyInputs = {
    url: NonNullable<unknown>;
    role: NonNullable<unknown>;
    until: NonNullable<unknown>;
    link: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "An administrator invites you to join catchd at {url} as a {role}. Open this link to choose your name and password. It works once, until {until}: {link} If yo..." |
*
* @param {Join_Mail_Invitation_BodyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const join_mail_invitation_body: ((inputs: Join_Mail_Invitation_BodyInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Mail_Invitation_BodyInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
