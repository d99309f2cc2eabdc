export type LocalizedString = import('../runtime.js').LocalizedString;
export type Verify_HeadingInputs = {
    species: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Verify: {species}" |
*
* @param {Verify_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const verify_heading: ((inputs: Verify_HeadingInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_HeadingInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
