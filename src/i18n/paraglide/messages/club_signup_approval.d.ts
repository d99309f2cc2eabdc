export type LocalizedString = import('../runtime.js').LocalizedString;
export type Club_Signup_ApprovalInputs = {};
/**
* | output |
* | --- |
* | "Anyone asks to join; an admin approves" |
*
* @param {Club_Signup_ApprovalInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const club_signup_approval: ((inputs?: Club_Signup_ApprovalInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Club_Signup_ApprovalInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
