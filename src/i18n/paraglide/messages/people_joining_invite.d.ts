export type LocalizedString = import('../runtime.js').LocalizedString;
export type People_Joining_InviteInputs = {};
/**
* | output |
* | --- |
* | "invite: admins invite people by email (on the people page); the link works once, for seven days." |
*
* @param {People_Joining_InviteInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const people_joining_invite: ((inputs?: People_Joining_InviteInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<People_Joining_InviteInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
