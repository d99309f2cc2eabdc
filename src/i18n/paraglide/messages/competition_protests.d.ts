export type LocalizedString = import('../runtime.js').LocalizedString;
export type Competition_ProtestsInputs = {};
/**
* | output |
* | --- |
* | "Protests" |
*
* @param {Competition_ProtestsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_protests: ((inputs?: Competition_ProtestsInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_ProtestsInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
