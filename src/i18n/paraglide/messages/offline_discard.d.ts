export type LocalizedString = import('../runtime.js').LocalizedString;
export type Offline_DiscardInputs = {};
/**
* | output |
* | --- |
* | "Discard" |
*
* @param {Offline_DiscardInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const offline_discard: ((inputs?: Offline_DiscardInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Offline_DiscardInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
