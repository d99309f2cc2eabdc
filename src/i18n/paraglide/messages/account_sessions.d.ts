export type LocalizedString = import('../runtime.js').LocalizedString;
export type Account_SessionsInputs = {};
/**
* | output |
* | --- |
* | "Where you are signed in" |
*
* @param {Account_SessionsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const account_sessions: ((inputs?: Account_SessionsInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_SessionsInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
