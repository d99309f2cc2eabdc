export type LocalizedString = import('../runtime.js').LocalizedString;
export type Species_Reference_RecordsInputs = {};
/**
* | output |
* | --- |
* | "Reference records" |
*
* @param {Species_Reference_RecordsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const species_reference_records: ((inputs?: Species_Reference_RecordsInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Reference_RecordsInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
