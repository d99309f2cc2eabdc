export type LocalizedString = import('../runtime.js').LocalizedString;
export type Club_Signup_OpenInputs = {};
/**
* | output |
* | --- |
* | "Anyone joins as a diver" |
*
* @param {Club_Signup_OpenInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const club_signup_open: ((inputs?: Club_Signup_OpenInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Club_Signup_OpenInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
