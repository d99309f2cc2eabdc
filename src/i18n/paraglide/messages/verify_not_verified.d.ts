export type LocalizedString = import('../runtime.js').LocalizedString;
export type Verify_Not_VerifiedInputs = {};
/**
* | output |
* | --- |
* | "Not verified yet." |
*
* @param {Verify_Not_VerifiedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const verify_not_verified: ((inputs?: Verify_Not_VerifiedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_Not_VerifiedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
