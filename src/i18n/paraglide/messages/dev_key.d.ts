export type LocalizedString = import('../runtime.js').LocalizedString;
export type Dev_KeyInputs = {};
/**
* | output |
* | --- |
* | "Key" |
*
* @param {Dev_KeyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_key: ((inputs?: Dev_KeyInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_KeyInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
