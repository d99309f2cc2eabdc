export type LocalizedString = import('../runtime.js').LocalizedString;
export type Form_Not_FutureInputs = {};
/**
* | output |
* | --- |
* | "This must not be in the future." |
*
* @param {Form_Not_FutureInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const form_not_future: ((inputs?: Form_Not_FutureInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Not_FutureInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
