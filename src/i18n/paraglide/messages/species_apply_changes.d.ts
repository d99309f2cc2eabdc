export type LocalizedString = import('../runtime.js').LocalizedString;
export type Species_Apply_ChangesInputs = {};
/**
* | output |
* | --- |
* | "Apply these changes" |
*
* @param {Species_Apply_ChangesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const species_apply_changes: ((inputs?: Species_Apply_ChangesInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Apply_ChangesInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
