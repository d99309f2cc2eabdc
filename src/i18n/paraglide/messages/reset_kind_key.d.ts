export type LocalizedString = import('../runtime.js').LocalizedString;
export type Reset_Kind_KeyInputs = {};
/**
* | output |
* | --- |
* | "API key" |
*
* @param {Reset_Kind_KeyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const reset_kind_key: ((inputs?: Reset_Kind_KeyInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Reset_Kind_KeyInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
