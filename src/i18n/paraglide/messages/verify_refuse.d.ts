export type LocalizedString = import('../runtime.js').LocalizedString;
export type Verify_RefuseInputs = {};
/**
* | output |
* | --- |
* | "Refuse (stays or goes back to unverified)" |
*
* @param {Verify_RefuseInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const verify_refuse: ((inputs?: Verify_RefuseInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_RefuseInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
