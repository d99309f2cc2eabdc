export type LocalizedString = import('../runtime.js').LocalizedString;
export type Form_Unknown_SpeciesInputs = {
    name: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "No species is called “{name}”." |
*
* @param {Form_Unknown_SpeciesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const form_unknown_species: ((inputs: Form_Unknown_SpeciesInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Unknown_SpeciesInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
