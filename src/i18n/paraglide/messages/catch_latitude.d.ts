export type LocalizedString = import('../runtime.js').LocalizedString;
export type Catch_LatitudeInputs = {};
/**
* | output |
* | --- |
* | "Latitude" |
*
* @param {Catch_LatitudeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const catch_latitude: ((inputs?: Catch_LatitudeInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_LatitudeInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
