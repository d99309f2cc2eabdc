export type LocalizedString = import('../runtime.js').LocalizedString;
export type Species_None_Yet_SentenceInputs = {};
/**
* | output |
* | --- |
* | "None yet." |
*
* @param {Species_None_Yet_SentenceInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const species_none_yet_sentence: ((inputs?: Species_None_Yet_SentenceInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_None_Yet_SentenceInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
