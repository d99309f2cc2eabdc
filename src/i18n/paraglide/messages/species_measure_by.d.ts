export type LocalizedString = import('../runtime.js').LocalizedString;
export type Species_Measure_ByInputs = {
    measure: NonNullable<unknown>;
    diver: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "{measure} by {diver}" |
*
* @param {Species_Measure_ByInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const species_measure_by: ((inputs: Species_Measure_ByInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Measure_ByInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
