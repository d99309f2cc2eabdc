export type LocalizedString = import('../runtime.js').LocalizedString;
export type Dev_RotateInputs = {};
/**
* | output |
* | --- |
* | "Rotate secret" |
*
* @param {Dev_RotateInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_rotate: ((inputs?: Dev_RotateInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_RotateInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
