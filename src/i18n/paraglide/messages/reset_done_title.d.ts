export type LocalizedString = import('../runtime.js').LocalizedString;
export type Reset_Done_TitleInputs = {};
/**
* | output |
* | --- |
* | "Your password is set" |
*
* @param {Reset_Done_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const reset_done_title: ((inputs?: Reset_Done_TitleInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Reset_Done_TitleInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
