export type LocalizedString = import('../runtime.js').LocalizedString;
export type Way_In_Sign_UpInputs = {};
/**
* | output |
* | --- |
* | "Sign up" |
*
* @param {Way_In_Sign_UpInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const way_in_sign_up: ((inputs?: Way_In_Sign_UpInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Way_In_Sign_UpInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
