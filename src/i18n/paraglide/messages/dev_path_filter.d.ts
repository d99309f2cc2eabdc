export type LocalizedString = import('../runtime.js').LocalizedString;
export type Dev_Path_FilterInputs = {};
/**
* | output |
* | --- |
* | "Path starts with" |
*
* @param {Dev_Path_FilterInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_path_filter: ((inputs?: Dev_Path_FilterInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Path_FilterInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
