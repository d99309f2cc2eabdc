export type LocalizedString = import('../runtime.js').LocalizedString;
export type Notice_InvitedInputs = {};
/**
* | output |
* | --- |
* | "The invitation is on its way." |
*
* @param {Notice_InvitedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notice_invited: ((inputs?: Notice_InvitedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_InvitedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
