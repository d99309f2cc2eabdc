export type LocalizedString = import('../runtime.js').LocalizedString;
export type Leave_Danger_ZoneInputs = {};
/**
* | output |
* | --- |
* | "Danger zone" |
*
* @param {Leave_Danger_ZoneInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const leave_danger_zone: ((inputs?: Leave_Danger_ZoneInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Leave_Danger_ZoneInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
