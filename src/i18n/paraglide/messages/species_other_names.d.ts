export type LocalizedString = import('../runtime.js').LocalizedString;
export type Species_Other_NamesInputs = {};
/**
* | output |
* | --- |
* | "Other names, one per line as “lang: name”" |
*
* @param {Species_Other_NamesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const species_other_names: ((inputs?: Species_Other_NamesInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Other_NamesInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
