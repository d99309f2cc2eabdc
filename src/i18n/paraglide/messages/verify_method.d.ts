export type LocalizedString = import('../runtime.js').LocalizedString;
export type Verify_MethodInputs = {};
/**
* | output |
* | --- |
* | "Method" |
*
* @param {Verify_MethodInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const verify_method: ((inputs?: Verify_MethodInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_MethodInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
