export type LocalizedString = import('../runtime.js').LocalizedString;
export type Catch_Dive_ScubaInputs = {};
/**
* | output |
* | --- |
* | "Scuba" |
*
* @param {Catch_Dive_ScubaInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const catch_dive_scuba: ((inputs?: Catch_Dive_ScubaInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Dive_ScubaInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
