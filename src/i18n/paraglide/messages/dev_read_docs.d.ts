export type LocalizedString = import('../runtime.js').LocalizedString;
export type Dev_Read_DocsInputs = {
    reference: NonNullable<unknown>;
    quickstart: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Read the {reference} and the {quickstart}." |
*
* @param {Dev_Read_DocsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_read_docs: ((inputs: Dev_Read_DocsInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Read_DocsInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
