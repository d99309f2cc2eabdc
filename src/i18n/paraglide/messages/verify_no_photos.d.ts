export type LocalizedString = import('../runtime.js').LocalizedString;
export type Verify_No_PhotosInputs = {};
/**
* | output |
* | --- |
* | "No photos." |
*
* @param {Verify_No_PhotosInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const verify_no_photos: ((inputs?: Verify_No_PhotosInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_No_PhotosInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
