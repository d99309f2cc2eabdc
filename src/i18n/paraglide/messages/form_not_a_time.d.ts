export type LocalizedString = import('../runtime.js').LocalizedString;
export type Form_Not_A_TimeInputs = {};
/**
* | output |
* | --- |
* | "This is not a valid date and time." |
*
* @param {Form_Not_A_TimeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const form_not_a_time: ((inputs?: Form_Not_A_TimeInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Not_A_TimeInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
