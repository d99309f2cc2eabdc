export type LocalizedString = import('../runtime.js').LocalizedString;
export type Dev_No_KeysInputs = {};
/**
* | output |
* | --- |
* | "No API keys yet." |
*
* @param {Dev_No_KeysInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_no_keys: ((inputs?: Dev_No_KeysInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_No_KeysInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
