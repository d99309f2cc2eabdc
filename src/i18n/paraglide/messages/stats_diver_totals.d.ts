export type LocalizedString = import('../runtime.js').LocalizedString;
export type Stats_Diver_TotalsInputs = {
    catches: NonNullable<unknown>;
    weight: NonNullable<unknown>;
    year: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "{catches}, {weight} in {year}." |
*
* @param {Stats_Diver_TotalsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const stats_diver_totals: ((inputs: Stats_Diver_TotalsInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Stats_Diver_TotalsInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
