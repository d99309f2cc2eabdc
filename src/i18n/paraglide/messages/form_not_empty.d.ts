export type LocalizedString = import('../runtime.js').LocalizedString;
export type Form_Not_EmptyInputs = {};
/**
* | output |
* | --- |
* | "This must not be empty." |
*
* @param {Form_Not_EmptyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const form_not_empty: ((inputs?: Form_Not_EmptyInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Not_EmptyInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
