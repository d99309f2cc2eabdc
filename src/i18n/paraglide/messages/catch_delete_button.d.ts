export type LocalizedString = import('../runtime.js').LocalizedString;
export type Catch_Delete_ButtonInputs = {};
/**
* | output |
* | --- |
* | "Delete" |
*
* @param {Catch_Delete_ButtonInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const catch_delete_button: ((inputs?: Catch_Delete_ButtonInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Delete_ButtonInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
