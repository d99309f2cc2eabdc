export type LocalizedString = import('../runtime.js').LocalizedString;
export type Nav_AdminInputs = {};
/**
* | output |
* | --- |
* | "Admin" |
*
* @param {Nav_AdminInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const nav_admin: ((inputs?: Nav_AdminInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_AdminInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
