export type LocalizedString = import('../runtime.js').LocalizedString;
export type Dev_StateInputs = {};
/**
* | output |
* | --- |
* | "State" |
*
* @param {Dev_StateInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_state: ((inputs?: Dev_StateInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_StateInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
