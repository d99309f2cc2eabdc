export type LocalizedString = import('../runtime.js').LocalizedString;
export type Offline_SavedInputs = {};
/**
* | output |
* | --- |
* | "Catch saved." |
*
* @param {Offline_SavedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const offline_saved: ((inputs?: Offline_SavedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Offline_SavedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
