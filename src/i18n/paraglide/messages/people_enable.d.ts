export type LocalizedString = import('../runtime.js').LocalizedString;
export type People_EnableInputs = {};
/**
* | output |
* | --- |
* | "Enable" |
*
* @param {People_EnableInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const people_enable: ((inputs?: People_EnableInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<People_EnableInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
