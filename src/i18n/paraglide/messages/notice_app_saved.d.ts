export type LocalizedString = import('../runtime.js').LocalizedString;
export type Notice_App_SavedInputs = {};
/**
* | output |
* | --- |
* | "The app is saved." |
*
* @param {Notice_App_SavedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notice_app_saved: ((inputs?: Notice_App_SavedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_App_SavedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
