export type LocalizedString = import('../runtime.js').LocalizedString;
export type Catch_No_PhotosInputs = {};
/**
* | output |
* | --- |
* | "No photos yet." |
*
* @param {Catch_No_PhotosInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const catch_no_photos: ((inputs?: Catch_No_PhotosInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_No_PhotosInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
