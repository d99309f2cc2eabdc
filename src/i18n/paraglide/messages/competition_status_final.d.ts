export type LocalizedString = import('../runtime.js').LocalizedString;
export type Competition_Status_FinalInputs = {};
/**
* | output |
* | --- |
* | "Final results" |
*
* @param {Competition_Status_FinalInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_status_final: ((inputs?: Competition_Status_FinalInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Status_FinalInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
