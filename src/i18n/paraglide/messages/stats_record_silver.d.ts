export type LocalizedString = import('../runtime.js').LocalizedString;
export type Stats_Record_SilverInputs = {};
/**
* | output |
* | --- |
* | "silver record" |
*
* @param {Stats_Record_SilverInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const stats_record_silver: ((inputs?: Stats_Record_SilverInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Stats_Record_SilverInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
