export type LocalizedString = import('../runtime.js').LocalizedString;
export type Dev_Mail_Confirm_BodyInputs = {
    link: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Hello, someone applied for developer access on catchd with this address. To confirm it, open: {link} If it was not you, ignore this mail: nothing happens wit..." |
*
* @param {Dev_Mail_Confirm_BodyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_mail_confirm_body: ((inputs: Dev_Mail_Confirm_BodyInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Mail_Confirm_BodyInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
