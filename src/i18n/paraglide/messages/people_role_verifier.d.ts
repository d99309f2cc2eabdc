export type LocalizedString = import('../runtime.js').LocalizedString;
export type People_Role_VerifierInputs = {};
/**
* | output |
* | --- |
* | "verifier" |
*
* @param {People_Role_VerifierInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const people_role_verifier: ((inputs?: People_Role_VerifierInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<People_Role_VerifierInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
