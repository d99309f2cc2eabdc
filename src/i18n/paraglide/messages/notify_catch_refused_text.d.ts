export type LocalizedString = import('../runtime.js').LocalizedString;
export type Notify_Catch_Refused_TextInputs = {
    species: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "A verifier refused your {species}." |
*
* @param {Notify_Catch_Refused_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notify_catch_refused_text: ((inputs: Notify_Catch_Refused_TextInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Catch_Refused_TextInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
