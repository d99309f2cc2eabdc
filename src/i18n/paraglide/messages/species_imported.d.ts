export type LocalizedString = import('../runtime.js').LocalizedString;
export type Species_ImportedInputs = {
    added: NonNullable<unknown>;
    updated: NonNullable<unknown>;
    unchanged: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Imported: {added} added, {updated} updated, {unchanged} unchanged." |
*
* @param {Species_ImportedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const species_imported: ((inputs: Species_ImportedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_ImportedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
