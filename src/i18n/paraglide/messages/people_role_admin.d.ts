export type LocalizedString = import('../runtime.js').LocalizedString;
export type People_Role_AdminInputs = {};
/**
* | output |
* | --- |
* | "admin" |
*
* @param {People_Role_AdminInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const people_role_admin: ((inputs?: People_Role_AdminInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<People_Role_AdminInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
