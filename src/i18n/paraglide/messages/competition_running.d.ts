export type LocalizedString = import('../runtime.js').LocalizedString;
export type Competition_RunningInputs = {};
/**
* | output |
* | --- |
* | "Running" |
*
* @param {Competition_RunningInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_running: ((inputs?: Competition_RunningInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_RunningInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
