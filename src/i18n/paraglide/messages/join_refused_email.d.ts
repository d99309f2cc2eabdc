export type LocalizedString = import('../runtime.js').LocalizedString;
export type Join_Refused_EmailInputs = {};
/**
* | output |
* | --- |
* | "must be an email address" |
*
* @param {Join_Refused_EmailInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const join_refused_email: ((inputs?: Join_Refused_EmailInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Refused_EmailInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
