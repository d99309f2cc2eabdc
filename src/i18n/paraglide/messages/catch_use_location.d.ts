export type LocalizedString = import('../runtime.js').LocalizedString;
export type Catch_Use_LocationInputs = {};
/**
* | output |
* | --- |
* | "Use my location" |
*
* @param {Catch_Use_LocationInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const catch_use_location: ((inputs?: Catch_Use_LocationInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Use_LocationInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
