export type LocalizedString = import('../runtime.js').LocalizedString;
export type Dev_RegisterInputs = {};
/**
* | output |
* | --- |
* | "Register app" |
*
* @param {Dev_RegisterInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_register: ((inputs?: Dev_RegisterInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_RegisterInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
