export type LocalizedString = import('../runtime.js').LocalizedString;
export type Competition_Time_Zone_LabelInputs = {};
/**
* | output |
* | --- |
* | "Time zone" |
*
* @param {Competition_Time_Zone_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_time_zone_label: ((inputs?: Competition_Time_Zone_LabelInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Time_Zone_LabelInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
