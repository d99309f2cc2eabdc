export type LocalizedString = import('../runtime.js').LocalizedString;
export type Verify_Evidence_And_GradingInputs = {};
/**
* | output |
* | --- |
* | "Evidence and grading" |
*
* @param {Verify_Evidence_And_GradingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const verify_evidence_and_grading: ((inputs?: Verify_Evidence_And_GradingInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_Evidence_And_GradingInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
