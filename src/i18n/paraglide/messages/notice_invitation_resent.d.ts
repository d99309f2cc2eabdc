export type LocalizedString = import('../runtime.js').LocalizedString;
export type Notice_Invitation_ResentInputs = {};
/**
* | output |
* | --- |
* | "The invitation is sent again, with a new link." |
*
* @param {Notice_Invitation_ResentInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notice_invitation_resent: ((inputs?: Notice_Invitation_ResentInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Invitation_ResentInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
