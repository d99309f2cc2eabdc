export type LocalizedString = import('../runtime.js').LocalizedString;
export type Join_RevokeInputs = {};
/**
* | output |
* | --- |
* | "Revoke" |
*
* @param {Join_RevokeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const join_revoke: ((inputs?: Join_RevokeInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_RevokeInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
