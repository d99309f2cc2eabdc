export type LocalizedString = import('../runtime.js').LocalizedString;
export type Verify_ReasonInputs = {};
/**
* | output |
* | --- |
* | "Reason for refusing" |
*
* @param {Verify_ReasonInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const verify_reason: ((inputs?: Verify_ReasonInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_ReasonInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
