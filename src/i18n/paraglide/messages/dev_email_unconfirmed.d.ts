export type LocalizedString = import('../runtime.js').LocalizedString;
export type Dev_Email_UnconfirmedInputs = {
    email: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Not confirmed yet: follow the link we mailed to {email}." |
*
* @param {Dev_Email_UnconfirmedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_email_unconfirmed: ((inputs: Dev_Email_UnconfirmedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Email_UnconfirmedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
