export type LocalizedString = import('../runtime.js').LocalizedString;
export type Account_Session_Sign_OutInputs = {
    device: NonNullable<unknown>;
    time: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Sign out {device}, last seen {time}" |
*
* @param {Account_Session_Sign_OutInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const account_session_sign_out: ((inputs: Account_Session_Sign_OutInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Session_Sign_OutInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
