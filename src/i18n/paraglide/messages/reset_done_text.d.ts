export type LocalizedString = import('../runtime.js').LocalizedString;
export type Reset_Done_TextInputs = {};
/**
* | output |
* | --- |
* | "Every session of your account is signed out. Sign in with the new password." |
*
* @param {Reset_Done_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const reset_done_text: ((inputs?: Reset_Done_TextInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Reset_Done_TextInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
