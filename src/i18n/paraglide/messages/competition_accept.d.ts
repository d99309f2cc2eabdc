export type LocalizedString = import('../runtime.js').LocalizedString;
export type Competition_AcceptInputs = {};
/**
* | output |
* | --- |
* | "Accept" |
*
* @param {Competition_AcceptInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_accept: ((inputs?: Competition_AcceptInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_AcceptInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
