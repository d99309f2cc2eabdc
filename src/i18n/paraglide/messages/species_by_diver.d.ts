export type LocalizedString = import('../runtime.js').LocalizedString;
export type Species_By_DiverInputs = {
    diver: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "by {diver}" |
*
* @param {Species_By_DiverInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const species_by_diver: ((inputs: Species_By_DiverInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_By_DiverInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
