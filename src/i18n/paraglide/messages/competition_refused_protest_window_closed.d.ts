export type LocalizedString = import('../runtime.js').LocalizedString;
export type Competition_Refused_Protest_Window_ClosedInputs = {};
/**
* | output |
* | --- |
* | "The protest window has closed." |
*
* @param {Competition_Refused_Protest_Window_ClosedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_refused_protest_window_closed: ((inputs?: Competition_Refused_Protest_Window_ClosedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Refused_Protest_Window_ClosedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
