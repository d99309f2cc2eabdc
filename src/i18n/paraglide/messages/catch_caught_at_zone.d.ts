export type LocalizedString = import('../runtime.js').LocalizedString;
export type Catch_Caught_At_ZoneInputs = {
    zone: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Caught at ({zone} time)" |
*
* @param {Catch_Caught_At_ZoneInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const catch_caught_at_zone: ((inputs: Catch_Caught_At_ZoneInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Caught_At_ZoneInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
