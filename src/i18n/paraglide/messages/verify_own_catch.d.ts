export type LocalizedString = import('../runtime.js').LocalizedString;
export type Verify_Own_CatchInputs = {};
/**
* | output |
* | --- |
* | "This is your own catch: another verifier must grade it." |
*
* @param {Verify_Own_CatchInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const verify_own_catch: ((inputs?: Verify_Own_CatchInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_Own_CatchInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
