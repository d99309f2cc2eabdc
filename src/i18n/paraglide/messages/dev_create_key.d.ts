export type LocalizedString = import('../runtime.js').LocalizedString;
export type Dev_Create_KeyInputs = {};
/**
* | output |
* | --- |
* | "Create key" |
*
* @param {Dev_Create_KeyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_create_key: ((inputs?: Dev_Create_KeyInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Create_KeyInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
