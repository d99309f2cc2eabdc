export type LocalizedString = import('../runtime.js').LocalizedString;
export type Nav_CompetitionsInputs = {};
/**
* | output |
* | --- |
* | "Competitions" |
*
* @param {Nav_CompetitionsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const nav_competitions: ((inputs?: Nav_CompetitionsInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_CompetitionsInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
