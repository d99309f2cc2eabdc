export type LocalizedString = import('../runtime.js').LocalizedString;
export type Catch_Gear_SpeargunInputs = {};
/**
* | output |
* | --- |
* | "Speargun" |
*
* @param {Catch_Gear_SpeargunInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const catch_gear_speargun: ((inputs?: Catch_Gear_SpeargunInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Gear_SpeargunInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
