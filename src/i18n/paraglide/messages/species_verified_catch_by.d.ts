export type LocalizedString = import('../runtime.js').LocalizedString;
export type Species_Verified_Catch_ByInputs = {
    diver: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "A verified catch by {diver}" |
*
* @param {Species_Verified_Catch_ByInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const species_verified_catch_by: ((inputs: Species_Verified_Catch_ByInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Verified_Catch_ByInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
