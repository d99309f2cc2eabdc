export type LocalizedString = import('../runtime.js').LocalizedString;
export type Verify_EvidenceInputs = {};
/**
* | output |
* | --- |
* | "Evidence" |
*
* @param {Verify_EvidenceInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const verify_evidence: ((inputs?: Verify_EvidenceInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_EvidenceInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
