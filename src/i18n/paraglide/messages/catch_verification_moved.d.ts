export type LocalizedString = import('../runtime.js').LocalizedString;
export type Catch_Verification_MovedInputs = {
    time: NonNullable<unknown>;
    verifier: NonNullable<unknown>;
    from: NonNullable<unknown>;
    to: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "{time}: {verifier} moved it from {from} to {to}" |
*
* @param {Catch_Verification_MovedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const catch_verification_moved: ((inputs: Catch_Verification_MovedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Verification_MovedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
