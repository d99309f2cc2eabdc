export type LocalizedString = import('../runtime.js').LocalizedString;
export type Catch_Caught_At_NowInputs = {};
/**
* | output |
* | --- |
* | "Caught at (your time; empty means now)" |
*
* @param {Catch_Caught_At_NowInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const catch_caught_at_now: ((inputs?: Catch_Caught_At_NowInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Caught_At_NowInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
