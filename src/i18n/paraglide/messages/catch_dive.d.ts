export type LocalizedString = import('../runtime.js').LocalizedString;
export type Catch_DiveInputs = {};
/**
* | output |
* | --- |
* | "Dive" |
*
* @param {Catch_DiveInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const catch_dive: ((inputs?: Catch_DiveInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_DiveInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
