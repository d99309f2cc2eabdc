export type LocalizedString = import('../runtime.js').LocalizedString;
export type Competition_My_FishInputs = {};
/**
* | output |
* | --- |
* | "My fish" |
*
* @param {Competition_My_FishInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_my_fish: ((inputs?: Competition_My_FishInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_My_FishInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
