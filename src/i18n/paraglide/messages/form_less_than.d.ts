export type LocalizedString = import('../runtime.js').LocalizedString;
export type Form_Less_ThanInputs = {
    limit: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "This must be less than {limit}." |
*
* @param {Form_Less_ThanInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const form_less_than: ((inputs: Form_Less_ThanInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Less_ThanInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
