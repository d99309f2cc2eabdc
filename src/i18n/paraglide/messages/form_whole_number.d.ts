export type LocalizedString = import('../runtime.js').LocalizedString;
export type Form_Whole_NumberInputs = {};
/**
* | output |
* | --- |
* | "This must be a whole number." |
*
* @param {Form_Whole_NumberInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const form_whole_number: ((inputs?: Form_Whole_NumberInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Whole_NumberInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
