export type LocalizedString = import('../runtime.js').LocalizedString;
export type People_Change_RoleInputs = {};
/**
* | output |
* | --- |
* | "Change role" |
*
* @param {People_Change_RoleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const people_change_role: ((inputs?: People_Change_RoleInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<People_Change_RoleInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
