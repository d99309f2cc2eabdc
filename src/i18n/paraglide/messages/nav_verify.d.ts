export type LocalizedString = import('../runtime.js').LocalizedString;
export type Nav_VerifyInputs = {};
/**
* | output |
* | --- |
* | "Verify" |
*
* @param {Nav_VerifyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const nav_verify: ((inputs?: Nav_VerifyInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_VerifyInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
