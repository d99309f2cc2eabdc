export type LocalizedString = import('../runtime.js').LocalizedString;
export type People_SettingsInputs = {};
/**
* | output |
* | --- |
* | "Settings" |
*
* @param {People_SettingsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const people_settings: ((inputs?: People_SettingsInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<People_SettingsInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
