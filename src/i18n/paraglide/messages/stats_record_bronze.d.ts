export type LocalizedString = import('../runtime.js').LocalizedString;
export type Stats_Record_BronzeInputs = {};
/**
* | output |
* | --- |
* | "bronze record" |
*
* @param {Stats_Record_BronzeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const stats_record_bronze: ((inputs?: Stats_Record_BronzeInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Stats_Record_BronzeInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
