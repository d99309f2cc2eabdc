export type LocalizedString = import('../runtime.js').LocalizedString;
export type People_Second_FactorInputs = {};
/**
* | output |
* | --- |
* | "Second factor" |
*
* @param {People_Second_FactorInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const people_second_factor: ((inputs?: People_Second_FactorInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<People_Second_FactorInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
