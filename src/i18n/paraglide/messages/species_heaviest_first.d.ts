export type LocalizedString = import('../runtime.js').LocalizedString;
export type Species_Heaviest_FirstInputs = {
    count: NonNullable<unknown>;
};
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} species, heaviest first." |
* | * | "{count} species, heaviest first." |
*
* @param {Species_Heaviest_FirstInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const species_heaviest_first: ((inputs: Species_Heaviest_FirstInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Heaviest_FirstInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
