export type LocalizedString = import('../runtime.js').LocalizedString;
export type Form_NumberInputs = {};
/**
* | output |
* | --- |
* | "This must be a number." |
*
* @param {Form_NumberInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const form_number: ((inputs?: Form_NumberInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_NumberInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
