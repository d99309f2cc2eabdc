export type LocalizedString = import('../runtime.js').LocalizedString;
export type Reset_New_TitleInputs = {};
/**
* | output |
* | --- |
* | "Set a new password" |
*
* @param {Reset_New_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const reset_new_title: ((inputs?: Reset_New_TitleInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Reset_New_TitleInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
