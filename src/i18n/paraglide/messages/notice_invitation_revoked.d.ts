export type LocalizedString = import('../runtime.js').LocalizedString;
export type Notice_Invitation_RevokedInputs = {};
/**
* | output |
* | --- |
* | "The invitation is revoked: its link no longer works." |
*
* @param {Notice_Invitation_RevokedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notice_invitation_revoked: ((inputs?: Notice_Invitation_RevokedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Invitation_RevokedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
