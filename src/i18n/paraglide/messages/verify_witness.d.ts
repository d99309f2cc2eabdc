export type LocalizedString = import('../runtime.js').LocalizedString;
export type Verify_WitnessInputs = {};
/**
* | output |
* | --- |
* | "Witness" |
*
* @param {Verify_WitnessInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const verify_witness: ((inputs?: Verify_WitnessInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_WitnessInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
