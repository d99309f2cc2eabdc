export type LocalizedString = import('../runtime.js').LocalizedString;
export type Account_Developer_LinkInputs = {};
/**
* | output |
* | --- |
* | "Build with the API: the developer portal" |
*
* @param {Account_Developer_LinkInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const account_developer_link: ((inputs?: Account_Developer_LinkInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Developer_LinkInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
