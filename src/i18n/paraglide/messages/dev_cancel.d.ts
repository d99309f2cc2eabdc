export type LocalizedString = import('../runtime.js').LocalizedString;
export type Dev_CancelInputs = {};
/**
* | output |
* | --- |
* | "Cancel" |
*
* @param {Dev_CancelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_cancel: ((inputs?: Dev_CancelInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_CancelInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
