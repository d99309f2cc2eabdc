export type LocalizedString = import('../runtime.js').LocalizedString;
export type People_Link_ClubInputs = {};
/**
* | output |
* | --- |
* | "The club: name, time zone, units, language, seasons, joining" |
*
* @param {People_Link_ClubInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const people_link_club: ((inputs?: People_Link_ClubInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<People_Link_ClubInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
