export type LocalizedString = import('../runtime.js').LocalizedString;
export type Share_Copy_FailedInputs = {};
/**
* | output |
* | --- |
* | "Copying failed: select the link and copy it." |
*
* @param {Share_Copy_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const share_copy_failed: ((inputs?: Share_Copy_FailedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Share_Copy_FailedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
