export type LocalizedString = import('../runtime.js').LocalizedString;
export type Stats_SeasonsInputs = {};
/**
* | output |
* | --- |
* | "Seasons" |
*
* @param {Stats_SeasonsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const stats_seasons: ((inputs?: Stats_SeasonsInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Stats_SeasonsInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
