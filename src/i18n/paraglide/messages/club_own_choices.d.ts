export type LocalizedString = import('../runtime.js').LocalizedString;
export type Club_Own_ChoicesInputs = {};
/**
* | output |
* | --- |
* | "People may choose their own units, time zone and language on their account page; these apply to everyone else." |
*
* @param {Club_Own_ChoicesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const club_own_choices: ((inputs?: Club_Own_ChoicesInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Club_Own_ChoicesInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
