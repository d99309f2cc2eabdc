export type LocalizedString = import('../runtime.js').LocalizedString;
export type Competition_Preset_TotalInputs = {};
/**
* | output |
* | --- |
* | "Total weight" |
*
* @param {Competition_Preset_TotalInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_preset_total: ((inputs?: Competition_Preset_TotalInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Preset_TotalInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
