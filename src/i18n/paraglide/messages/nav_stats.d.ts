export type LocalizedString = import('../runtime.js').LocalizedString;
export type Nav_StatsInputs = {};
/**
* | output |
* | --- |
* | "Stats" |
*
* @param {Nav_StatsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const nav_stats: ((inputs?: Nav_StatsInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_StatsInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
