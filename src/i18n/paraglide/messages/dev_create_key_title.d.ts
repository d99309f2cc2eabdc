export type LocalizedString = import('../runtime.js').LocalizedString;
export type Dev_Create_Key_TitleInputs = {};
/**
* | output |
* | --- |
* | "Create a key" |
*
* @param {Dev_Create_Key_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_create_key_title: ((inputs?: Dev_Create_Key_TitleInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Create_Key_TitleInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
