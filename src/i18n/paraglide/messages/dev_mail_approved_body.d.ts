export type LocalizedString = import('../runtime.js').LocalizedString;
export type Dev_Mail_Approved_BodyInputs = {
    link: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Hello, your developer access is approved: you can now create API keys and register OAuth apps. {link}" |
*
* @param {Dev_Mail_Approved_BodyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_mail_approved_body: ((inputs: Dev_Mail_Approved_BodyInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Mail_Approved_BodyInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
