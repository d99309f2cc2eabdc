export type LocalizedString = import('../runtime.js').LocalizedString;
export type Join_Sign_Up_And_ApplyInputs = {};
/**
* | output |
* | --- |
* | "Sign up and apply" |
*
* @param {Join_Sign_Up_And_ApplyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const join_sign_up_and_apply: ((inputs?: Join_Sign_Up_And_ApplyInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Sign_Up_And_ApplyInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
