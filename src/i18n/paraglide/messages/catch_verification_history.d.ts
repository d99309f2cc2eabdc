export type LocalizedString = import('../runtime.js').LocalizedString;
export type Catch_Verification_HistoryInputs = {};
/**
* | output |
* | --- |
* | "Verification history" |
*
* @param {Catch_Verification_HistoryInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const catch_verification_history: ((inputs?: Catch_Verification_HistoryInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Verification_HistoryInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
