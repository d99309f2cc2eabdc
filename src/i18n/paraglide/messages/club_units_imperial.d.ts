export type LocalizedString = import('../runtime.js').LocalizedString;
export type Club_Units_ImperialInputs = {};
/**
* | output |
* | --- |
* | "Imperial (lb, in, ft, °F)" |
*
* @param {Club_Units_ImperialInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const club_units_imperial: ((inputs?: Club_Units_ImperialInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Club_Units_ImperialInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
