export type LocalizedString = import('../runtime.js').LocalizedString;
export type Join_Invited_AsInputs = {
    role: NonNullable<unknown>;
    email: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "You are invited as a {role} with the address {email}. Choose your name and password." |
*
* @param {Join_Invited_AsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const join_invited_as: ((inputs: Join_Invited_AsInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Invited_AsInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
