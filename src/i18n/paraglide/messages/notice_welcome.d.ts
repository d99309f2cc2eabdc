export type LocalizedString = import('../runtime.js').LocalizedString;
export type Notice_WelcomeInputs = {};
/**
* | output |
* | --- |
* | "Welcome to catchd!" |
*
* @param {Notice_WelcomeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notice_welcome: ((inputs?: Notice_WelcomeInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_WelcomeInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
