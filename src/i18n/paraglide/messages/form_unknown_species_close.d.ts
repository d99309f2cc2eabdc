export type LocalizedString = import('../runtime.js').LocalizedString;
export type Form_Unknown_Species_CloseInputs = {
    name: NonNullable<unknown>;
    matches: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "No species is called “{name}”. Did you mean: {matches}?" |
*
* @param {Form_Unknown_Species_CloseInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const form_unknown_species_close: ((inputs: Form_Unknown_Species_CloseInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Unknown_Species_CloseInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
