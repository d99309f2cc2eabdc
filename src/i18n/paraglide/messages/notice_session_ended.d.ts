export type LocalizedString = import('../runtime.js').LocalizedString;
export type Notice_Session_EndedInputs = {};
/**
* | output |
* | --- |
* | "That session is signed out." |
*
* @param {Notice_Session_EndedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notice_session_ended: ((inputs?: Notice_Session_EndedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Session_EndedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
