export type LocalizedString = import('../runtime.js').LocalizedString;
export type Notice_Password_ChangedInputs = {};
/**
* | output |
* | --- |
* | "Your password is changed; every other session is signed out." |
*
* @param {Notice_Password_ChangedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notice_password_changed: ((inputs?: Notice_Password_ChangedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Password_ChangedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
