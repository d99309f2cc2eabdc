export type LocalizedString = import('../runtime.js').LocalizedString;
export type Dev_Apps_TitleInputs = {};
/**
* | output |
* | --- |
* | "OAuth apps" |
*
* @param {Dev_Apps_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_apps_title: ((inputs?: Dev_Apps_TitleInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Apps_TitleInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
