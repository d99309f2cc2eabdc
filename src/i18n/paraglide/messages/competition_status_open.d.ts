export type LocalizedString = import('../runtime.js').LocalizedString;
export type Competition_Status_OpenInputs = {};
/**
* | output |
* | --- |
* | "Open for entries" |
*
* @param {Competition_Status_OpenInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_status_open: ((inputs?: Competition_Status_OpenInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Status_OpenInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
