export type LocalizedString = import('../runtime.js').LocalizedString;
export type Offline_Sent_SavedInputs = {};
/**
* | output |
* | --- |
* | "Sent and saved:" |
*
* @param {Offline_Sent_SavedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const offline_sent_saved: ((inputs?: Offline_Sent_SavedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Offline_Sent_SavedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
