export type LocalizedString = import('../runtime.js').LocalizedString;
export type Join_ApproveInputs = {};
/**
* | output |
* | --- |
* | "Approve" |
*
* @param {Join_ApproveInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const join_approve: ((inputs?: Join_ApproveInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_ApproveInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
