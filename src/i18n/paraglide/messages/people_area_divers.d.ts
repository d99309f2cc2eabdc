export type LocalizedString = import('../runtime.js').LocalizedString;
export type People_Area_DiversInputs = {};
/**
* | output |
* | --- |
* | "Divers’ pages: each diver’s best catch per species" |
*
* @param {People_Area_DiversInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const people_area_divers: ((inputs?: People_Area_DiversInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<People_Area_DiversInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
