export type LocalizedString = import('../runtime.js').LocalizedString;
export type People_DisableInputs = {};
/**
* | output |
* | --- |
* | "Disable" |
*
* @param {People_DisableInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const people_disable: ((inputs?: People_DisableInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<People_DisableInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
