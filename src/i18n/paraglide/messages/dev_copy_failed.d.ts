export type LocalizedString = import('../runtime.js').LocalizedString;
export type Dev_Copy_FailedInputs = {};
/**
* | output |
* | --- |
* | "Select the text and copy it." |
*
* @param {Dev_Copy_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_copy_failed: ((inputs?: Dev_Copy_FailedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Copy_FailedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
