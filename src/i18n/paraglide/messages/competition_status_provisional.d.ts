export type LocalizedString = import('../runtime.js').LocalizedString;
export type Competition_Status_ProvisionalInputs = {};
/**
* | output |
* | --- |
* | "Provisional results: protests open" |
*
* @param {Competition_Status_ProvisionalInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_status_provisional: ((inputs?: Competition_Status_ProvisionalInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Status_ProvisionalInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
