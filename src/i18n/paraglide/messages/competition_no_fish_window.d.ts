export type LocalizedString = import('../runtime.js').LocalizedString;
export type Competition_No_Fish_WindowInputs = {};
/**
* | output |
* | --- |
* | "No fish logged in the window." |
*
* @param {Competition_No_Fish_WindowInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_no_fish_window: ((inputs?: Competition_No_Fish_WindowInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_No_Fish_WindowInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
