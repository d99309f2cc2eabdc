export type LocalizedString = import('../runtime.js').LocalizedString;
export type Admin_Access_LinkInputs = {};
/**
* | output |
* | --- |
* | "What visitors may see" |
*
* @param {Admin_Access_LinkInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const admin_access_link: ((inputs?: Admin_Access_LinkInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Access_LinkInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
