export type LocalizedString = import('../runtime.js').LocalizedString;
export type Way_In_AskInputs = {};
/**
* | output |
* | --- |
* | "Ask to join" |
*
* @param {Way_In_AskInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const way_in_ask: ((inputs?: Way_In_AskInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Way_In_AskInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
