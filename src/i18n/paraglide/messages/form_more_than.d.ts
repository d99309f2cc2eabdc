export type LocalizedString = import('../runtime.js').LocalizedString;
export type Form_More_ThanInputs = {
    limit: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "This must be more than {limit}." |
*
* @param {Form_More_ThanInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const form_more_than: ((inputs: Form_More_ThanInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_More_ThanInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
