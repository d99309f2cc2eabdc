export type LocalizedString = import('../runtime.js').LocalizedString;
export type Dev_Key_IdInputs = {};
/**
* | output |
* | --- |
* | "Key id" |
*
* @param {Dev_Key_IdInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_key_id: ((inputs?: Dev_Key_IdInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Key_IdInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
