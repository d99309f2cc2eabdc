export type LocalizedString = import('../runtime.js').LocalizedString;
export type Notify_Verification_Requested_TextInputs = {
    diver: NonNullable<unknown>;
    species: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "{diver} asks for their {species} to be verified." |
*
* @param {Notify_Verification_Requested_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notify_verification_requested_text: ((inputs: Notify_Verification_Requested_TextInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Verification_Requested_TextInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
