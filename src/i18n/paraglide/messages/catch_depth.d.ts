export type LocalizedString = import('../runtime.js').LocalizedString;
export type Catch_DepthInputs = {};
/**
* | output |
* | --- |
* | "Depth" |
*
* @param {Catch_DepthInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const catch_depth: ((inputs?: Catch_DepthInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_DepthInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
