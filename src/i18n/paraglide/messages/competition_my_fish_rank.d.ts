export type LocalizedString = import('../runtime.js').LocalizedString;
export type Competition_My_Fish_RankInputs = {
    rank: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "My fish · rank {rank}" |
*
* @param {Competition_My_Fish_RankInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_my_fish_rank: ((inputs: Competition_My_Fish_RankInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_My_Fish_RankInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
