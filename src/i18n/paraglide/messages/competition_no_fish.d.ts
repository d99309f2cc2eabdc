export type LocalizedString = import('../runtime.js').LocalizedString;
export type Competition_No_FishInputs = {};
/**
* | output |
* | --- |
* | "No fish logged in the competition window yet." |
*
* @param {Competition_No_FishInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_no_fish: ((inputs?: Competition_No_FishInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_No_FishInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
