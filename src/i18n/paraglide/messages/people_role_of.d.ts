export type LocalizedString = import('../runtime.js').LocalizedString;
export type People_Role_OfInputs = {
    name: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Role of {name}" |
*
* @param {People_Role_OfInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const people_role_of: ((inputs: People_Role_OfInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<People_Role_OfInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
