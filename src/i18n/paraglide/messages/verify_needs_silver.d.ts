export type LocalizedString = import('../runtime.js').LocalizedString;
export type Verify_Needs_SilverInputs = {};
/**
* | output |
* | --- |
* | "Needs a photo, plus a measurement (weight or length) or a witness." |
*
* @param {Verify_Needs_SilverInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const verify_needs_silver: ((inputs?: Verify_Needs_SilverInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_Needs_SilverInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
