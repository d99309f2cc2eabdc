export type LocalizedString = import('../runtime.js').LocalizedString;
export type Dev_Mail_Declined_BodyInputs = {};
/**
* | output |
* | --- |
* | "Hello, your developer application was declined. You can still use catchd; API keys you created as a developer and your OAuth apps, if any, no longer work." |
*
* @param {Dev_Mail_Declined_BodyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_mail_declined_body: ((inputs?: Dev_Mail_Declined_BodyInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Mail_Declined_BodyInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
