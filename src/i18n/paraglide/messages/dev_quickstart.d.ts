export type LocalizedString = import('../runtime.js').LocalizedString;
export type Dev_QuickstartInputs = {};
/**
* | output |
* | --- |
* | "quickstart" |
*
* @param {Dev_QuickstartInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_quickstart: ((inputs?: Dev_QuickstartInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_QuickstartInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
