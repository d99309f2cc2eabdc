export type LocalizedString = import('../runtime.js').LocalizedString;
export type Stats_Mix_SummaryInputs = {
    species: NonNullable<unknown>;
    name: NonNullable<unknown>;
    count: NonNullable<unknown>;
    total: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "{species}; {name} most often ({count} of {total})." |
*
* @param {Stats_Mix_SummaryInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const stats_mix_summary: ((inputs: Stats_Mix_SummaryInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Stats_Mix_SummaryInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
