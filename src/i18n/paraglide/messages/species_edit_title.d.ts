export type LocalizedString = import('../runtime.js').LocalizedString;
export type Species_Edit_TitleInputs = {
    species: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Edit {species}" |
*
* @param {Species_Edit_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const species_edit_title: ((inputs: Species_Edit_TitleInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Edit_TitleInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
