export type LocalizedString = import('../runtime.js').LocalizedString;
export type Catch_GearInputs = {};
/**
* | output |
* | --- |
* | "Gear" |
*
* @param {Catch_GearInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const catch_gear: ((inputs?: Catch_GearInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_GearInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
