export type LocalizedString = import('../runtime.js').LocalizedString;
export type Join_Mail_Sign_OffInputs = {
    url: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "catchd at {url}" |
*
* @param {Join_Mail_Sign_OffInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const join_mail_sign_off: ((inputs: Join_Mail_Sign_OffInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Mail_Sign_OffInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
