export type LocalizedString = import('../runtime.js').LocalizedString;
export type Catch_Dive_FreediveInputs = {};
/**
* | output |
* | --- |
* | "Freedive" |
*
* @param {Catch_Dive_FreediveInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const catch_dive_freedive: ((inputs?: Catch_Dive_FreediveInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Dive_FreediveInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
