export type LocalizedString = import('../runtime.js').LocalizedString;
export type Competition_Add_DiversInputs = {};
/**
* | output |
* | --- |
* | "Divers (emails, comma separated; the first enters)" |
*
* @param {Competition_Add_DiversInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_add_divers: ((inputs?: Competition_Add_DiversInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Add_DiversInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
