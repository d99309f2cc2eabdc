export type LocalizedString = import('../runtime.js').LocalizedString;
export type Join_Mail_Known_BodyInputs = {
    url: NonNullable<unknown>;
    why: NonNullable<unknown>;
    link: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Someone tried to sign up to catchd at {url} with this email address. {why} {link} If it was not you, ignore this mail: nothing changed." |
*
* @param {Join_Mail_Known_BodyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const join_mail_known_body: ((inputs: Join_Mail_Known_BodyInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Mail_Known_BodyInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
