export type LocalizedString = import('../runtime.js').LocalizedString;
export type Species_Season_In_ChartsInputs = {};
/**
* | output |
* | --- |
* | "Season in charts" |
*
* @param {Species_Season_In_ChartsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const species_season_in_charts: ((inputs?: Species_Season_In_ChartsInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Season_In_ChartsInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
