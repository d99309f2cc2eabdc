export type LocalizedString = import('../runtime.js').LocalizedString;
export type Dev_Nav_AppsInputs = {};
/**
* | output |
* | --- |
* | "Apps" |
*
* @param {Dev_Nav_AppsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_nav_apps: ((inputs?: Dev_Nav_AppsInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Nav_AppsInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
