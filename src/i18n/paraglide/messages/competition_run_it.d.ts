export type LocalizedString = import('../runtime.js').LocalizedString;
export type Competition_Run_ItInputs = {};
/**
* | output |
* | --- |
* | "Run it" |
*
* @param {Competition_Run_ItInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_run_it: ((inputs?: Competition_Run_ItInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Run_ItInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
