export type LocalizedString = import('../runtime.js').LocalizedString;
export type Competition_Protest_UpheldInputs = {};
/**
* | output |
* | --- |
* | "upheld" |
*
* @param {Competition_Protest_UpheldInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_protest_upheld: ((inputs?: Competition_Protest_UpheldInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Protest_UpheldInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
