export type LocalizedString = import('../runtime.js').LocalizedString;
export type Scope_Verifications_WriteInputs = {};
/**
* | output |
* | --- |
* | "Verify other divers’ catches (verifiers and admins)" |
*
* @param {Scope_Verifications_WriteInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const scope_verifications_write: ((inputs?: Scope_Verifications_WriteInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Scope_Verifications_WriteInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
