export type LocalizedString = import('../runtime.js').LocalizedString;
export type Catch_Not_VerifiedInputs = {};
/**
* | output |
* | --- |
* | "Not verified yet." |
*
* @param {Catch_Not_VerifiedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const catch_not_verified: ((inputs?: Catch_Not_VerifiedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Not_VerifiedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
