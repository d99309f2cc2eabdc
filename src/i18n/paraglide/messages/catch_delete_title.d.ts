export type LocalizedString = import('../runtime.js').LocalizedString;
export type Catch_Delete_TitleInputs = {};
/**
* | output |
* | --- |
* | "Delete catch" |
*
* @param {Catch_Delete_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const catch_delete_title: ((inputs?: Catch_Delete_TitleInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Delete_TitleInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
