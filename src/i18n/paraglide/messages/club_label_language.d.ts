export type LocalizedString = import('../runtime.js').LocalizedString;
export type Club_Label_LanguageInputs = {};
/**
* | output |
* | --- |
* | "Language" |
*
* @param {Club_Label_LanguageInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const club_label_language: ((inputs?: Club_Label_LanguageInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Club_Label_LanguageInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
