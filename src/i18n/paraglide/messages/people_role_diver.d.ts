export type LocalizedString = import('../runtime.js').LocalizedString;
export type People_Role_DiverInputs = {};
/**
* | output |
* | --- |
* | "diver" |
*
* @param {People_Role_DiverInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const people_role_diver: ((inputs?: People_Role_DiverInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<People_Role_DiverInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
