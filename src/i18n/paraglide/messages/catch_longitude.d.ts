export type LocalizedString = import('../runtime.js').LocalizedString;
export type Catch_LongitudeInputs = {};
/**
* | output |
* | --- |
* | "Longitude" |
*
* @param {Catch_LongitudeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const catch_longitude: ((inputs?: Catch_LongitudeInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_LongitudeInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
