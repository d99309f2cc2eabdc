export type LocalizedString = import('../runtime.js').LocalizedString;
export type Notice_Role_ChangedInputs = {};
/**
* | output |
* | --- |
* | "Role changed." |
*
* @param {Notice_Role_ChangedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notice_role_changed: ((inputs?: Notice_Role_ChangedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Role_ChangedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
