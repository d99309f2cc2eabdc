export type LocalizedString = import('../runtime.js').LocalizedString;
export type Competition_FishInputs = {};
/**
* | output |
* | --- |
* | "Fish" |
*
* @param {Competition_FishInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_fish: ((inputs?: Competition_FishInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_FishInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
