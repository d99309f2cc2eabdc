export type LocalizedString = import('../runtime.js').LocalizedString;
export type Verify_AskInputs = {};
/**
* | output |
* | --- |
* | "Ask for verification" |
*
* @param {Verify_AskInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const verify_ask: ((inputs?: Verify_AskInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_AskInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
