export type LocalizedString = import('../runtime.js').LocalizedString;
export type Form_At_LeastInputs = {
    limit: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "This must be at least {limit}." |
*
* @param {Form_At_LeastInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const form_at_least: ((inputs: Form_At_LeastInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_At_LeastInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
