export type LocalizedString = import('../runtime.js').LocalizedString;
export type Offline_SavingInputs = {};
/**
* | output |
* | --- |
* | "Saving on this phone…" |
*
* @param {Offline_SavingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const offline_saving: ((inputs?: Offline_SavingInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Offline_SavingInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
