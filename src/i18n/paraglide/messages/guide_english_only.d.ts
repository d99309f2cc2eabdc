export type LocalizedString = import('../runtime.js').LocalizedString;
export type Guide_English_OnlyInputs = {};
/**
* | output |
* | --- |
* | "The guides are written in English." |
*
* @param {Guide_English_OnlyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const guide_english_only: ((inputs?: Guide_English_OnlyInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Guide_English_OnlyInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
