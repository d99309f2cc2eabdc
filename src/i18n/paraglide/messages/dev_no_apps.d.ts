export type LocalizedString = import('../runtime.js').LocalizedString;
export type Dev_No_AppsInputs = {};
/**
* | output |
* | --- |
* | "No apps yet." |
*
* @param {Dev_No_AppsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_no_apps: ((inputs?: Dev_No_AppsInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_No_AppsInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
