export type LocalizedString = import('../runtime.js').LocalizedString;
export type Catch_PhotosInputs = {};
/**
* | output |
* | --- |
* | "Photos" |
*
* @param {Catch_PhotosInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const catch_photos: ((inputs?: Catch_PhotosInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_PhotosInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
