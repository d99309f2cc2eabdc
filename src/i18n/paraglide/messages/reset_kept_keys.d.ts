export type LocalizedString = import('../runtime.js').LocalizedString;
export type Reset_Kept_KeysInputs = {};
/**
* | output |
* | --- |
* | "your API keys" |
*
* @param {Reset_Kept_KeysInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const reset_kept_keys: ((inputs?: Reset_Kept_KeysInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Reset_Kept_KeysInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
