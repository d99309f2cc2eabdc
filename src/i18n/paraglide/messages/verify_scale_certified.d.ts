export type LocalizedString = import('../runtime.js').LocalizedString;
export type Verify_Scale_CertifiedInputs = {};
/**
* | output |
* | --- |
* | "Scale certified on" |
*
* @param {Verify_Scale_CertifiedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const verify_scale_certified: ((inputs?: Verify_Scale_CertifiedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_Scale_CertifiedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
