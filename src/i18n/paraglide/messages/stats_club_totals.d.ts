export type LocalizedString = import('../runtime.js').LocalizedString;
export type Stats_Club_TotalsInputs = {
    catches: NonNullable<unknown>;
    divers: NonNullable<unknown>;
    year: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "{catches} by {divers} in {year}." |
*
* @param {Stats_Club_TotalsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const stats_club_totals: ((inputs: Stats_Club_TotalsInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Stats_Club_TotalsInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
