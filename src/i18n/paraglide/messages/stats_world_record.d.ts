export type LocalizedString = import('../runtime.js').LocalizedString;
export type Stats_World_RecordInputs = {};
/**
* | output |
* | --- |
* | "world record" |
*
* @param {Stats_World_RecordInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const stats_world_record: ((inputs?: Stats_World_RecordInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Stats_World_RecordInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
