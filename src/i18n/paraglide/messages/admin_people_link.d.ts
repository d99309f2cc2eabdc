export type LocalizedString = import('../runtime.js').LocalizedString;
export type Admin_People_LinkInputs = {};
/**
* | output |
* | --- |
* | "People and roles" |
*
* @param {Admin_People_LinkInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const admin_people_link: ((inputs?: Admin_People_LinkInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_People_LinkInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
