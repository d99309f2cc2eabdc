export type LocalizedString = import('../runtime.js').LocalizedString;
export type Dev_NameInputs = {};
/**
* | output |
* | --- |
* | "Name" |
*
* @param {Dev_NameInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_name: ((inputs?: Dev_NameInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_NameInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
