export type LocalizedString = import('../runtime.js').LocalizedString;
export type Catch_Verification_RequestedInputs = {};
/**
* | output |
* | --- |
* | "Verification requested: change evidence" |
*
* @param {Catch_Verification_RequestedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const catch_verification_requested: ((inputs?: Catch_Verification_RequestedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Verification_RequestedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
