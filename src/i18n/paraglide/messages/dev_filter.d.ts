export type LocalizedString = import('../runtime.js').LocalizedString;
export type Dev_FilterInputs = {};
/**
* | output |
* | --- |
* | "Filter" |
*
* @param {Dev_FilterInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_filter: ((inputs?: Dev_FilterInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_FilterInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
