export type LocalizedString = import('../runtime.js').LocalizedString;
export type Dev_KeysInputs = {};
/**
* | output |
* | --- |
* | "API keys" |
*
* @param {Dev_KeysInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_keys: ((inputs?: Dev_KeysInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_KeysInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
