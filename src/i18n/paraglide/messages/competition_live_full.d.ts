export type LocalizedString = import('../runtime.js').LocalizedString;
export type Competition_Live_FullInputs = {};
/**
* | output |
* | --- |
* | "The standings still show when you reload." |
*
* @param {Competition_Live_FullInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_live_full: ((inputs?: Competition_Live_FullInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Live_FullInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
