export type LocalizedString = import('../runtime.js').LocalizedString;
export type Verify_Needs_BronzeInputs = {};
/**
* | output |
* | --- |
* | "Needs a photo of the fish." |
*
* @param {Verify_Needs_BronzeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const verify_needs_bronze: ((inputs?: Verify_Needs_BronzeInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_Needs_BronzeInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
