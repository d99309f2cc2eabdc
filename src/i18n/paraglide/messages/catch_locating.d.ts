export type LocalizedString = import('../runtime.js').LocalizedString;
export type Catch_LocatingInputs = {};
/**
* | output |
* | --- |
* | "Finding you…" |
*
* @param {Catch_LocatingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const catch_locating: ((inputs?: Catch_LocatingInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_LocatingInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
