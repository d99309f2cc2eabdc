export type LocalizedString = import('../runtime.js').LocalizedString;
export type Competition_CancelInputs = {};
/**
* | output |
* | --- |
* | "Cancel competition" |
*
* @param {Competition_CancelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_cancel: ((inputs?: Competition_CancelInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_CancelInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
