export type LocalizedString = import('../runtime.js').LocalizedString;
export type Way_In_ClosedInputs = {};
/**
* | output |
* | --- |
* | "This club is not taking new members at the moment." |
*
* @param {Way_In_ClosedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const way_in_closed: ((inputs?: Way_In_ClosedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Way_In_ClosedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
