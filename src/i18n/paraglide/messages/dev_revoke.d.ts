export type LocalizedString = import('../runtime.js').LocalizedString;
export type Dev_RevokeInputs = {};
/**
* | output |
* | --- |
* | "Revoke" |
*
* @param {Dev_RevokeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_revoke: ((inputs?: Dev_RevokeInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_RevokeInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
