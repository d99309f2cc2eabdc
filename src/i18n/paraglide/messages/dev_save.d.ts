export type LocalizedString = import('../runtime.js').LocalizedString;
export type Dev_SaveInputs = {};
/**
* | output |
* | --- |
* | "Save" |
*
* @param {Dev_SaveInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_save: ((inputs?: Dev_SaveInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_SaveInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
