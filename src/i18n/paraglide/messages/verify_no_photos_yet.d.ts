export type LocalizedString = import('../runtime.js').LocalizedString;
export type Verify_No_Photos_YetInputs = {};
/**
* | output |
* | --- |
* | "This catch has no photos yet." |
*
* @param {Verify_No_Photos_YetInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const verify_no_photos_yet: ((inputs?: Verify_No_Photos_YetInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_No_Photos_YetInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
