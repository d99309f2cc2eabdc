export type LocalizedString = import('../runtime.js').LocalizedString;
export type Dev_Type_ConfidentialInputs = {};
/**
* | output |
* | --- |
* | "confidential" |
*
* @param {Dev_Type_ConfidentialInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_type_confidential: ((inputs?: Dev_Type_ConfidentialInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Type_ConfidentialInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
