export type LocalizedString = import('../runtime.js').LocalizedString;
export type Notice_Setup_DoneInputs = {};
/**
* | output |
* | --- |
* | "You are the administrator now. Invite people below." |
*
* @param {Notice_Setup_DoneInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notice_setup_done: ((inputs?: Notice_Setup_DoneInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Setup_DoneInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
