export type LocalizedString = import('../runtime.js').LocalizedString;
export type Stats_Record_GoldInputs = {};
/**
* | output |
* | --- |
* | "gold record" |
*
* @param {Stats_Record_GoldInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const stats_record_gold: ((inputs?: Stats_Record_GoldInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Stats_Record_GoldInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
