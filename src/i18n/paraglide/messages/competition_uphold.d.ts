export type LocalizedString = import('../runtime.js').LocalizedString;
export type Competition_UpholdInputs = {};
/**
* | output |
* | --- |
* | "Uphold" |
*
* @param {Competition_UpholdInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_uphold: ((inputs?: Competition_UpholdInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_UpholdInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
