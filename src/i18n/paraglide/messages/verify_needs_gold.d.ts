export type LocalizedString = import('../runtime.js').LocalizedString;
export type Verify_Needs_GoldInputs = {};
/**
* | output |
* | --- |
* | "Needs a photo of the weighing, the date the scale was certified, a witness who is neither diver nor verifier, and a freedive catch." |
*
* @param {Verify_Needs_GoldInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const verify_needs_gold: ((inputs?: Verify_Needs_GoldInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_Needs_GoldInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
