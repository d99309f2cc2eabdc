export type LocalizedString = import('../runtime.js').LocalizedString;
export type Reset_Kind_AppInputs = {};
/**
* | output |
* | --- |
* | "App" |
*
* @param {Reset_Kind_AppInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const reset_kind_app: ((inputs?: Reset_Kind_AppInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Reset_Kind_AppInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
