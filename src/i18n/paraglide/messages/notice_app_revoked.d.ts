export type LocalizedString = import('../runtime.js').LocalizedString;
export type Notice_App_RevokedInputs = {};
/**
* | output |
* | --- |
* | "Revoked: the app’s tokens no longer work." |
*
* @param {Notice_App_RevokedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notice_app_revoked: ((inputs?: Notice_App_RevokedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_App_RevokedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
