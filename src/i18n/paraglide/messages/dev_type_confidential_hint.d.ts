export type LocalizedString = import('../runtime.js').LocalizedString;
export type Dev_Type_Confidential_HintInputs = {};
/**
* | output |
* | --- |
* | "Confidential (a server that keeps a secret)" |
*
* @param {Dev_Type_Confidential_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_type_confidential_hint: ((inputs?: Dev_Type_Confidential_HintInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Type_Confidential_HintInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
