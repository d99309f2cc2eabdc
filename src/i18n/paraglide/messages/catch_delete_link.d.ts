export type LocalizedString = import('../runtime.js').LocalizedString;
export type Catch_Delete_LinkInputs = {};
/**
* | output |
* | --- |
* | "Delete this catch…" |
*
* @param {Catch_Delete_LinkInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const catch_delete_link: ((inputs?: Catch_Delete_LinkInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Delete_LinkInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
