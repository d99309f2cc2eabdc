export type LocalizedString = import('../runtime.js').LocalizedString;
export type Catch_Location_OptionalInputs = {};
/**
* | output |
* | --- |
* | "Location (optional)" |
*
* @param {Catch_Location_OptionalInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const catch_location_optional: ((inputs?: Catch_Location_OptionalInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Location_OptionalInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
