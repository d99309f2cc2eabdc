export type LocalizedString = import('../runtime.js').LocalizedString;
export type Way_In_Early_AccessInputs = {};
/**
* | output |
* | --- |
* | "Sign up for early access" |
*
* @param {Way_In_Early_AccessInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const way_in_early_access: ((inputs?: Way_In_Early_AccessInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Way_In_Early_AccessInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
