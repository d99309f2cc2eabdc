export type LocalizedString = import('../runtime.js').LocalizedString;
export type Account_This_SessionInputs = {};
/**
* | output |
* | --- |
* | "(this one)" |
*
* @param {Account_This_SessionInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const account_this_session: ((inputs?: Account_This_SessionInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_This_SessionInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
