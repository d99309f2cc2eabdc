export type LocalizedString = import('../runtime.js').LocalizedString;
export type Species_No_Published_RecordInputs = {};
/**
* | output |
* | --- |
* | "No published record." |
*
* @param {Species_No_Published_RecordInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const species_no_published_record: ((inputs?: Species_No_Published_RecordInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_No_Published_RecordInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
