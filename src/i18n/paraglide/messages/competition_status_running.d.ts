export type LocalizedString = import('../runtime.js').LocalizedString;
export type Competition_Status_RunningInputs = {};
/**
* | output |
* | --- |
* | "Running now" |
*
* @param {Competition_Status_RunningInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_status_running: ((inputs?: Competition_Status_RunningInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Status_RunningInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
