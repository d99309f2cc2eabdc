export type LocalizedString = import('../runtime.js').LocalizedString;
export type Catch_Gear_Not_SaidInputs = {};
/**
* | output |
* | --- |
* | "Not said" |
*
* @param {Catch_Gear_Not_SaidInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const catch_gear_not_said: ((inputs?: Catch_Gear_Not_SaidInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Gear_Not_SaidInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
