export type LocalizedString = import('../runtime.js').LocalizedString;
export type Stats_Weights_TitleInputs = {
    species: NonNullable<unknown>;
    unit: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Weights of {species} ({unit})" |
*
* @param {Stats_Weights_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const stats_weights_title: ((inputs: Stats_Weights_TitleInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Stats_Weights_TitleInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
