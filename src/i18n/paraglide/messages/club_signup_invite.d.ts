export type LocalizedString = import('../runtime.js').LocalizedString;
export type Club_Signup_InviteInputs = {};
/**
* | output |
* | --- |
* | "By invitation: admins invite people by email" |
*
* @param {Club_Signup_InviteInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const club_signup_invite: ((inputs?: Club_Signup_InviteInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Club_Signup_InviteInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
