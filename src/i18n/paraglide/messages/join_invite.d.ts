export type LocalizedString = import('../runtime.js').LocalizedString;
export type Join_InviteInputs = {};
/**
* | output |
* | --- |
* | "Invite" |
*
* @param {Join_InviteInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const join_invite: ((inputs?: Join_InviteInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_InviteInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
