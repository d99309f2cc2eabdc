export type LocalizedString = import('../runtime.js').LocalizedString;
export type Form_At_MostInputs = {
    limit: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "This must be at most {limit}." |
*
* @param {Form_At_MostInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const form_at_most: ((inputs: Form_At_MostInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_At_MostInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
