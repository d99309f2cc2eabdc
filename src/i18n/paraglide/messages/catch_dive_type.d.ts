export type LocalizedString = import('../runtime.js').LocalizedString;
export type Catch_Dive_TypeInputs = {};
/**
* | output |
* | --- |
* | "Dive type" |
*
* @param {Catch_Dive_TypeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const catch_dive_type: ((inputs?: Catch_Dive_TypeInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Dive_TypeInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
