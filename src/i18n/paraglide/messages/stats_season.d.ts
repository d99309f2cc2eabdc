export type LocalizedString = import('../runtime.js').LocalizedString;
export type Stats_SeasonInputs = {
    year: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Season {year}" |
*
* @param {Stats_SeasonInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const stats_season: ((inputs: Stats_SeasonInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Stats_SeasonInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
