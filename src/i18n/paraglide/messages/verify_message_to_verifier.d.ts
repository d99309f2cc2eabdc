export type LocalizedString = import('../runtime.js').LocalizedString;
export type Verify_Message_To_VerifierInputs = {};
/**
* | output |
* | --- |
* | "Message to the verifier" |
*
* @param {Verify_Message_To_VerifierInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const verify_message_to_verifier: ((inputs?: Verify_Message_To_VerifierInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_Message_To_VerifierInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
