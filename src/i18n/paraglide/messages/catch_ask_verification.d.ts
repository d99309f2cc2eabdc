export type LocalizedString = import('../runtime.js').LocalizedString;
export type Catch_Ask_VerificationInputs = {};
/**
* | output |
* | --- |
* | "Add evidence and ask for verification" |
*
* @param {Catch_Ask_VerificationInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const catch_ask_verification: ((inputs?: Catch_Ask_VerificationInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Ask_VerificationInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
