export type LocalizedString = import('../runtime.js').LocalizedString;
export type Scope_Species_ReadInputs = {};
/**
* | output |
* | --- |
* | "See species, their photos and records" |
*
* @param {Scope_Species_ReadInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const scope_species_read: ((inputs?: Scope_Species_ReadInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Scope_Species_ReadInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
