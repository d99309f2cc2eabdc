export type LocalizedString = import('../runtime.js').LocalizedString;
export type People_DisabledInputs = {};
/**
* | output |
* | --- |
* | "Disabled" |
*
* @param {People_DisabledInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const people_disabled: ((inputs?: People_DisabledInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<People_DisabledInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
