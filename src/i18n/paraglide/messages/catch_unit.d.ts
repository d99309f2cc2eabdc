export type LocalizedString = import('../runtime.js').LocalizedString;
export type Catch_UnitInputs = {};
/**
* | output |
* | --- |
* | "Unit" |
*
* @param {Catch_UnitInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const catch_unit: ((inputs?: Catch_UnitInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_UnitInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
