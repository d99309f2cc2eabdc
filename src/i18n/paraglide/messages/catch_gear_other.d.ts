export type LocalizedString = import('../runtime.js').LocalizedString;
export type Catch_Gear_OtherInputs = {};
/**
* | output |
* | --- |
* | "Other" |
*
* @param {Catch_Gear_OtherInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const catch_gear_other: ((inputs?: Catch_Gear_OtherInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Gear_OtherInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
