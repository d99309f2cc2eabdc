export type LocalizedString = import('../runtime.js').LocalizedString;
export type Catch_AnyInputs = {};
/**
* | output |
* | --- |
* | "Any" |
*
* @param {Catch_AnyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const catch_any: ((inputs?: Catch_AnyInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_AnyInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
