export type LocalizedString = import('../runtime.js').LocalizedString;
export type Catch_LengthInputs = {};
/**
* | output |
* | --- |
* | "Length" |
*
* @param {Catch_LengthInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const catch_length: ((inputs?: Catch_LengthInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_LengthInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
