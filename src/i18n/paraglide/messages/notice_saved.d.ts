export type LocalizedString = import('../runtime.js').LocalizedString;
export type Notice_SavedInputs = {};
/**
* | output |
* | --- |
* | "Saved." |
*
* @param {Notice_SavedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notice_saved: ((inputs?: Notice_SavedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_SavedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
