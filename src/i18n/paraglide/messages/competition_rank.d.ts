export type LocalizedString = import('../runtime.js').LocalizedString;
export type Competition_RankInputs = {};
/**
* | output |
* | --- |
* | "Rank" |
*
* @param {Competition_RankInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_rank: ((inputs?: Competition_RankInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_RankInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
