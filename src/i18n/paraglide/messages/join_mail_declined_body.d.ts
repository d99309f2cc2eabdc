export type LocalizedString = import('../runtime.js').LocalizedString;
export type Join_Mail_Declined_BodyInputs = {
    url: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "An administrator declined your sign-up at {url}." |
*
* @param {Join_Mail_Declined_BodyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const join_mail_declined_body: ((inputs: Join_Mail_Declined_BodyInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Mail_Declined_BodyInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
