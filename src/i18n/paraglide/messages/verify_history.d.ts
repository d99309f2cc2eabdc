export type LocalizedString = import('../runtime.js').LocalizedString;
export type Verify_HistoryInputs = {};
/**
* | output |
* | --- |
* | "History" |
*
* @param {Verify_HistoryInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const verify_history: ((inputs?: Verify_HistoryInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_HistoryInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
