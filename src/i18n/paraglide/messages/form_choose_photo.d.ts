export type LocalizedString = import('../runtime.js').LocalizedString;
export type Form_Choose_PhotoInputs = {};
/**
* | output |
* | --- |
* | "Choose a photo." |
*
* @param {Form_Choose_PhotoInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const form_choose_photo: ((inputs?: Form_Choose_PhotoInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Choose_PhotoInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
