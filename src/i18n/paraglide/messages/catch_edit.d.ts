export type LocalizedString = import('../runtime.js').LocalizedString;
export type Catch_EditInputs = {};
/**
* | output |
* | --- |
* | "Edit" |
*
* @param {Catch_EditInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const catch_edit: ((inputs?: Catch_EditInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_EditInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
