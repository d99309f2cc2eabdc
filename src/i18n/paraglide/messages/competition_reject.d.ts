export type LocalizedString = import('../runtime.js').LocalizedString;
export type Competition_RejectInputs = {};
/**
* | output |
* | --- |
* | "Reject" |
*
* @param {Competition_RejectInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_reject: ((inputs?: Competition_RejectInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_RejectInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
