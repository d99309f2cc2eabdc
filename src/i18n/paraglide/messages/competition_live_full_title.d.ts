export type LocalizedString = import('../runtime.js').LocalizedString;
export type Competition_Live_Full_TitleInputs = {};
/**
* | output |
* | --- |
* | "Live standings are full" |
*
* @param {Competition_Live_Full_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_live_full_title: ((inputs?: Competition_Live_Full_TitleInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Live_Full_TitleInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
