export type LocalizedString = import('../runtime.js').LocalizedString;
export type Species_Names_LicenceInputs = {
    licence: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Names above: {licence}" |
*
* @param {Species_Names_LicenceInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const species_names_licence: ((inputs: Species_Names_LicenceInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Names_LicenceInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
