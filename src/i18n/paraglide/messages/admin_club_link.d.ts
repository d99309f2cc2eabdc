export type LocalizedString = import('../runtime.js').LocalizedString;
export type Admin_Club_LinkInputs = {};
/**
* | output |
* | --- |
* | "The club: name, time zone, units, language, seasons, joining" |
*
* @param {Admin_Club_LinkInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const admin_club_link: ((inputs?: Admin_Club_LinkInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Club_LinkInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
