export type LocalizedString = import('../runtime.js').LocalizedString;
export type Join_InvitationsInputs = {};
/**
* | output |
* | --- |
* | "Invitations" |
*
* @param {Join_InvitationsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const join_invitations: ((inputs?: Join_InvitationsInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_InvitationsInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
