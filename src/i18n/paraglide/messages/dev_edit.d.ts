export type LocalizedString = import('../runtime.js').LocalizedString;
export type Dev_EditInputs = {};
/**
* | output |
* | --- |
* | "Edit" |
*
* @param {Dev_EditInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_edit: ((inputs?: Dev_EditInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_EditInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
