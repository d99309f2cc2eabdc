export type LocalizedString = import('../runtime.js').LocalizedString;
export type Scope_Species_WriteInputs = {};
/**
* | output |
* | --- |
* | "Add and edit species and upload species photos (admins)" |
*
* @param {Scope_Species_WriteInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const scope_species_write: ((inputs?: Scope_Species_WriteInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Scope_Species_WriteInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
