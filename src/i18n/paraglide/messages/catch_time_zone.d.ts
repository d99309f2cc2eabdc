export type LocalizedString = import('../runtime.js').LocalizedString;
export type Catch_Time_ZoneInputs = {};
/**
* | output |
* | --- |
* | "Time zone" |
*
* @param {Catch_Time_ZoneInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const catch_time_zone: ((inputs?: Catch_Time_ZoneInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Time_ZoneInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
