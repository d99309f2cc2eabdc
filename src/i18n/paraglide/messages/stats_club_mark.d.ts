export type LocalizedString = import('../runtime.js').LocalizedString;
export type Stats_Club_MarkInputs = {};
/**
* | output |
* | --- |
* | "club" |
*
* @param {Stats_Club_MarkInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const stats_club_mark: ((inputs?: Stats_Club_MarkInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Stats_Club_MarkInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
