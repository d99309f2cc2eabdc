export type LocalizedString = import('../runtime.js').LocalizedString;
export type Dev_Confirmed_TitleInputs = {};
/**
* | output |
* | --- |
* | "Address confirmed" |
*
* @param {Dev_Confirmed_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_confirmed_title: ((inputs?: Dev_Confirmed_TitleInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Confirmed_TitleInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
