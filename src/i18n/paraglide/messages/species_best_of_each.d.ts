export type LocalizedString = import('../runtime.js').LocalizedString;
export type Species_Best_Of_EachInputs = {};
/**
* | output |
* | --- |
* | "Best catch of each species" |
*
* @param {Species_Best_Of_EachInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const species_best_of_each: ((inputs?: Species_Best_Of_EachInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Best_Of_EachInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
