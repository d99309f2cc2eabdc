export type LocalizedString = import('../runtime.js').LocalizedString;
export type Account_RoleInputs = {
    role: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Role: {role}" |
*
* @param {Account_RoleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const account_role: ((inputs: Account_RoleInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_RoleInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
