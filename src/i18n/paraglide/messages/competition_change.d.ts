export type LocalizedString = import('../runtime.js').LocalizedString;
export type Competition_ChangeInputs = {};
/**
* | output |
* | --- |
* | "Change the competition" |
*
* @param {Competition_ChangeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_change: ((inputs?: Competition_ChangeInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_ChangeInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
