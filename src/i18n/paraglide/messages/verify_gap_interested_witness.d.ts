export type LocalizedString = import('../runtime.js').LocalizedString;
export type Verify_Gap_Interested_WitnessInputs = {};
/**
* | output |
* | --- |
* | "the witness must be neither the diver nor the verifier" |
*
* @param {Verify_Gap_Interested_WitnessInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const verify_gap_interested_witness: ((inputs?: Verify_Gap_Interested_WitnessInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_Gap_Interested_WitnessInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
