export type LocalizedString = import('../runtime.js').LocalizedString;
export type People_Access_LegendInputs = {};
/**
* | output |
* | --- |
* | "Open to anyone, without signing in" |
*
* @param {People_Access_LegendInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const people_access_legend: ((inputs?: People_Access_LegendInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<People_Access_LegendInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
