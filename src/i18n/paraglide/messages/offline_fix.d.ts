export type LocalizedString = import('../runtime.js').LocalizedString;
export type Offline_FixInputs = {};
/**
* | output |
* | --- |
* | "Fix" |
*
* @param {Offline_FixInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const offline_fix: ((inputs?: Offline_FixInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Offline_FixInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
