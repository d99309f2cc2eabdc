export type LocalizedString = import('../runtime.js').LocalizedString;
export type Join_Pending_InvitationsInputs = {};
/**
* | output |
* | --- |
* | "Pending invitations" |
*
* @param {Join_Pending_InvitationsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const join_pending_invitations: ((inputs?: Join_Pending_InvitationsInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Pending_InvitationsInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
