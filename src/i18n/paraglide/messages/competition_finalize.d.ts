export type LocalizedString = import('../runtime.js').LocalizedString;
export type Competition_FinalizeInputs = {};
/**
* | output |
* | --- |
* | "Finalize results" |
*
* @param {Competition_FinalizeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_finalize: ((inputs?: Competition_FinalizeInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_FinalizeInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
