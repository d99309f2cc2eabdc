export type LocalizedString = import('../runtime.js').LocalizedString;
export type Form_Not_AcceptedInputs = {};
/**
* | output |
* | --- |
* | "This value is not accepted." |
*
* @param {Form_Not_AcceptedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const form_not_accepted: ((inputs?: Form_Not_AcceptedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Not_AcceptedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
