export type LocalizedString = import('../runtime.js').LocalizedString;
export type Competition_NewInputs = {};
/**
* | output |
* | --- |
* | "New competition" |
*
* @param {Competition_NewInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_new: ((inputs?: Competition_NewInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_NewInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
