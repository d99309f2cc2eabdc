export type LocalizedString = import('../runtime.js').LocalizedString;
export type Reset_Kept_AppsInputs = {};
/**
* | output |
* | --- |
* | "the apps you authorised" |
*
* @param {Reset_Kept_AppsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const reset_kept_apps: ((inputs?: Reset_Kept_AppsInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Reset_Kept_AppsInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
