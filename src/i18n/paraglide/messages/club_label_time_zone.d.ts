export type LocalizedString = import('../runtime.js').LocalizedString;
export type Club_Label_Time_ZoneInputs = {};
/**
* | output |
* | --- |
* | "Time zone" |
*
* @param {Club_Label_Time_ZoneInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const club_label_time_zone: ((inputs?: Club_Label_Time_ZoneInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Club_Label_Time_ZoneInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
