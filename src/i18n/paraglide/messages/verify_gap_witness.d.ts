export type LocalizedString = import('../runtime.js').LocalizedString;
export type Verify_Gap_WitnessInputs = {};
/**
* | output |
* | --- |
* | "gold needs a disinterested witness" |
*
* @param {Verify_Gap_WitnessInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const verify_gap_witness: ((inputs?: Verify_Gap_WitnessInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_Gap_WitnessInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
