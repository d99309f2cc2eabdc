export type LocalizedString = import('../runtime.js').LocalizedString;
export type Stats_Your_SeasonInputs = {};
/**
* | output |
* | --- |
* | "Your season" |
*
* @param {Stats_Your_SeasonInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const stats_your_season: ((inputs?: Stats_Your_SeasonInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Stats_Your_SeasonInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
