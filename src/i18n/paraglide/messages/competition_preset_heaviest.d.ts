export type LocalizedString = import('../runtime.js').LocalizedString;
export type Competition_Preset_HeaviestInputs = {};
/**
* | output |
* | --- |
* | "Heaviest fish" |
*
* @param {Competition_Preset_HeaviestInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_preset_heaviest: ((inputs?: Competition_Preset_HeaviestInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Preset_HeaviestInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
