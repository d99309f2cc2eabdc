export type LocalizedString = import('../runtime.js').LocalizedString;
export type Dev_Type_PublicInputs = {};
/**
* | output |
* | --- |
* | "public" |
*
* @param {Dev_Type_PublicInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_type_public: ((inputs?: Dev_Type_PublicInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Type_PublicInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
