export type LocalizedString = import('../runtime.js').LocalizedString;
export type Notice_App_DeletedInputs = {};
/**
* | output |
* | --- |
* | "The app is deleted." |
*
* @param {Notice_App_DeletedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notice_app_deleted: ((inputs?: Notice_App_DeletedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_App_DeletedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
