export type LocalizedString = import('../runtime.js').LocalizedString;
export type Verify_LengthInputs = {
    unit: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Length ({unit})" |
*
* @param {Verify_LengthInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const verify_length: ((inputs: Verify_LengthInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_LengthInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
