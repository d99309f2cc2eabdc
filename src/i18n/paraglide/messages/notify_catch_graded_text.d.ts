export type LocalizedString = import('../runtime.js').LocalizedString;
export type Notify_Catch_Graded_TextInputs = {
    species: NonNullable<unknown>;
    tier: NonNullable<unknown>;
    previous: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "A verifier graded your {species} {tier} (it was {previous})." |
*
* @param {Notify_Catch_Graded_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notify_catch_graded_text: ((inputs: Notify_Catch_Graded_TextInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Catch_Graded_TextInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
