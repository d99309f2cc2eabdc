export type LocalizedString = import('../runtime.js').LocalizedString;
export type Dev_ApproveInputs = {};
/**
* | output |
* | --- |
* | "Approve" |
*
* @param {Dev_ApproveInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_approve: ((inputs?: Dev_ApproveInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_ApproveInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
