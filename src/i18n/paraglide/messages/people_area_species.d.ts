export type LocalizedString = import('../runtime.js').LocalizedString;
export type People_Area_SpeciesInputs = {};
/**
* | output |
* | --- |
* | "Species pages: names, photos, records and recent verified catches" |
*
* @param {People_Area_SpeciesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const people_area_species: ((inputs?: People_Area_SpeciesInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<People_Area_SpeciesInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
