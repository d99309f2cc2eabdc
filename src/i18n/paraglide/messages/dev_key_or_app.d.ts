export type LocalizedString = import('../runtime.js').LocalizedString;
export type Dev_Key_Or_AppInputs = {};
/**
* | output |
* | --- |
* | "Key or app" |
*
* @param {Dev_Key_Or_AppInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_key_or_app: ((inputs?: Dev_Key_Or_AppInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Key_Or_AppInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
