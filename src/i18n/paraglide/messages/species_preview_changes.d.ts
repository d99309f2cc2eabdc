export type LocalizedString = import('../runtime.js').LocalizedString;
export type Species_Preview_ChangesInputs = {};
/**
* | output |
* | --- |
* | "Preview the changes" |
*
* @param {Species_Preview_ChangesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const species_preview_changes: ((inputs?: Species_Preview_ChangesInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Preview_ChangesInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
