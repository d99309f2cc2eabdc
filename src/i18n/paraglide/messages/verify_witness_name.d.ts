export type LocalizedString = import('../runtime.js').LocalizedString;
export type Verify_Witness_NameInputs = {};
/**
* | output |
* | --- |
* | "Name" |
*
* @param {Verify_Witness_NameInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const verify_witness_name: ((inputs?: Verify_Witness_NameInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_Witness_NameInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
