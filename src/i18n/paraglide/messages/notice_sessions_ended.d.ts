export type LocalizedString = import('../runtime.js').LocalizedString;
export type Notice_Sessions_EndedInputs = {};
/**
* | output |
* | --- |
* | "Every other session is signed out." |
*
* @param {Notice_Sessions_EndedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notice_sessions_ended: ((inputs?: Notice_Sessions_EndedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Sessions_EndedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
