export type LocalizedString = import('../runtime.js').LocalizedString;
export type Join_No_InvitationsInputs = {};
/**
* | output |
* | --- |
* | "No pending invitations." |
*
* @param {Join_No_InvitationsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const join_no_invitations: ((inputs?: Join_No_InvitationsInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_No_InvitationsInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
