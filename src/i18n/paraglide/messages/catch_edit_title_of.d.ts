export type LocalizedString = import('../runtime.js').LocalizedString;
export type Catch_Edit_Title_OfInputs = {
    species: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Edit {species}" |
*
* @param {Catch_Edit_Title_OfInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const catch_edit_title_of: ((inputs: Catch_Edit_Title_OfInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Edit_Title_OfInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
