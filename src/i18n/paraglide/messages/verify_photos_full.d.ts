export type LocalizedString = import('../runtime.js').LocalizedString;
export type Verify_Photos_FullInputs = {};
/**
* | output |
* | --- |
* | "Photos at full size" |
*
* @param {Verify_Photos_FullInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const verify_photos_full: ((inputs?: Verify_Photos_FullInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_Photos_FullInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
