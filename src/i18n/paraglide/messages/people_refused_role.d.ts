export type LocalizedString = import('../runtime.js').LocalizedString;
export type People_Refused_RoleInputs = {};
/**
* | output |
* | --- |
* | "must be one of admin, verifier, diver" |
*
* @param {People_Refused_RoleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const people_refused_role: ((inputs?: People_Refused_RoleInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<People_Refused_RoleInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
