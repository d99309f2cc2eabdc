export type LocalizedString = import('../runtime.js').LocalizedString;
export type Species_Import_PreviewInputs = {
    add: NonNullable<unknown>;
    update: NonNullable<unknown>;
    unchanged: NonNullable<unknown>;
    rejected: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "{add} to add, {update} to update, {unchanged} unchanged, {rejected}." |
*
* @param {Species_Import_PreviewInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const species_import_preview: ((inputs: Species_Import_PreviewInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Import_PreviewInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
