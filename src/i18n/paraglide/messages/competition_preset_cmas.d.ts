export type LocalizedString = import('../runtime.js').LocalizedString;
export type Competition_Preset_CmasInputs = {};
/**
* | output |
* | --- |
* | "CMAS points" |
*
* @param {Competition_Preset_CmasInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_preset_cmas: ((inputs?: Competition_Preset_CmasInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Preset_CmasInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
