export type LocalizedString = import('../runtime.js').LocalizedString;
export type Catch_Gear_PolespearInputs = {};
/**
* | output |
* | --- |
* | "Polespear" |
*
* @param {Catch_Gear_PolespearInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const catch_gear_polespear: ((inputs?: Catch_Gear_PolespearInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Gear_PolespearInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
