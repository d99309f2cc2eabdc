export type LocalizedString = import('../runtime.js').LocalizedString;
export type Catch_Gear_SlingInputs = {};
/**
* | output |
* | --- |
* | "Sling" |
*
* @param {Catch_Gear_SlingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const catch_gear_sling: ((inputs?: Catch_Gear_SlingInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Gear_SlingInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
