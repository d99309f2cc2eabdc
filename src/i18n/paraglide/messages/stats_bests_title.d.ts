export type LocalizedString = import('../runtime.js').LocalizedString;
export type Stats_Bests_TitleInputs = {
    unit: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Personal bests over time ({unit})" |
*
* @param {Stats_Bests_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const stats_bests_title: ((inputs: Stats_Bests_TitleInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Stats_Bests_TitleInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
