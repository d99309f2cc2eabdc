export type LocalizedString = import('../runtime.js').LocalizedString;
export type Catch_Edit_TitleInputs = {};
/**
* | output |
* | --- |
* | "Edit catch" |
*
* @param {Catch_Edit_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const catch_edit_title: ((inputs?: Catch_Edit_TitleInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Edit_TitleInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
