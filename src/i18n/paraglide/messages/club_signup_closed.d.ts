export type LocalizedString = import('../runtime.js').LocalizedString;
export type Club_Signup_ClosedInputs = {};
/**
* | output |
* | --- |
* | "Nobody joins; admins add people" |
*
* @param {Club_Signup_ClosedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const club_signup_closed: ((inputs?: Club_Signup_ClosedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Club_Signup_ClosedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
