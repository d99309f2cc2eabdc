export type LocalizedString = import('../runtime.js').LocalizedString;
export type Stats_Col_Club_RecordInputs = {};
/**
* | output |
* | --- |
* | "Club record" |
*
* @param {Stats_Col_Club_RecordInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const stats_col_club_record: ((inputs?: Stats_Col_Club_RecordInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Stats_Col_Club_RecordInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
