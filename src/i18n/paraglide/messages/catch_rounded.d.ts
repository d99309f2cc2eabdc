export type LocalizedString = import('../runtime.js').LocalizedString;
export type Catch_RoundedInputs = {};
/**
* | output |
* | --- |
* | "(rounded)" |
*
* @param {Catch_RoundedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const catch_rounded: ((inputs?: Catch_RoundedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_RoundedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
