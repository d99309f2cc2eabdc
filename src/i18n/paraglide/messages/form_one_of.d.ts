export type LocalizedString = import('../runtime.js').LocalizedString;
export type Form_One_OfInputs = {};
/**
* | output |
* | --- |
* | "Choose one of the options offered." |
*
* @param {Form_One_OfInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const form_one_of: ((inputs?: Form_One_OfInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_One_OfInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
