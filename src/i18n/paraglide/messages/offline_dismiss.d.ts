export type LocalizedString = import('../runtime.js').LocalizedString;
export type Offline_DismissInputs = {};
/**
* | output |
* | --- |
* | "Dismiss" |
*
* @param {Offline_DismissInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const offline_dismiss: ((inputs?: Offline_DismissInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Offline_DismissInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
