export type LocalizedString = import('../runtime.js').LocalizedString;
export type Form_RequiredInputs = {};
/**
* | output |
* | --- |
* | "This is required." |
*
* @param {Form_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const form_required: ((inputs?: Form_RequiredInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_RequiredInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
