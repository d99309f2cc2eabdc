export type LocalizedString = import('../runtime.js').LocalizedString;
export type Catch_Add_PhotosInputs = {};
/**
* | output |
* | --- |
* | "Add photos" |
*
* @param {Catch_Add_PhotosInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const catch_add_photos: ((inputs?: Catch_Add_PhotosInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Add_PhotosInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
