export type LocalizedString = import('../runtime.js').LocalizedString;
export type Account_Not_Linkable_InviteInputs = {};
/**
* | output |
* | --- |
* | "There is no account with this address here. Ask an administrator for an invitation, then open its link." |
*
* @param {Account_Not_Linkable_InviteInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const account_not_linkable_invite: ((inputs?: Account_Not_Linkable_InviteInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Not_Linkable_InviteInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
