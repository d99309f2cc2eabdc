export type LocalizedString = import('../runtime.js').LocalizedString;
export type Dev_DeleteInputs = {};
/**
* | output |
* | --- |
* | "Delete" |
*
* @param {Dev_DeleteInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_delete: ((inputs?: Dev_DeleteInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_DeleteInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
