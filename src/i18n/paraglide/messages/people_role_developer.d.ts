export type LocalizedString = import('../runtime.js').LocalizedString;
export type People_Role_DeveloperInputs = {};
/**
* | output |
* | --- |
* | "developer" |
*
* @param {People_Role_DeveloperInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const people_role_developer: ((inputs?: People_Role_DeveloperInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<People_Role_DeveloperInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
