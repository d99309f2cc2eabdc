export type LocalizedString = import('../runtime.js').LocalizedString;
export type Dev_PathInputs = {};
/**
* | output |
* | --- |
* | "Path" |
*
* @param {Dev_PathInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_path: ((inputs?: Dev_PathInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_PathInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
