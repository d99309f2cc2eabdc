export type LocalizedString = import('../runtime.js').LocalizedString;
export type Form_After_YearInputs = {
    year: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "This must be after {year}." |
*
* @param {Form_After_YearInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const form_after_year: ((inputs: Form_After_YearInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_After_YearInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
