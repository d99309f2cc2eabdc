export type LocalizedString = import('../runtime.js').LocalizedString;
export type Verify_Witness_ContactInputs = {};
/**
* | output |
* | --- |
* | "Email or phone" |
*
* @param {Verify_Witness_ContactInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const verify_witness_contact: ((inputs?: Verify_Witness_ContactInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_Witness_ContactInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
