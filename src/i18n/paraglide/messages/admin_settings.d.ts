export type LocalizedString = import('../runtime.js').LocalizedString;
export type Admin_SettingsInputs = {};
/**
* | output |
* | --- |
* | "Settings" |
*
* @param {Admin_SettingsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const admin_settings: ((inputs?: Admin_SettingsInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_SettingsInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
