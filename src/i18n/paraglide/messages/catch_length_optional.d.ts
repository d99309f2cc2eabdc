export type LocalizedString = import('../runtime.js').LocalizedString;
export type Catch_Length_OptionalInputs = {};
/**
* | output |
* | --- |
* | "Length (optional)" |
*
* @param {Catch_Length_OptionalInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const catch_length_optional: ((inputs?: Catch_Length_OptionalInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Length_OptionalInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
