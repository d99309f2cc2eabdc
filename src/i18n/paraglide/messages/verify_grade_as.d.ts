export type LocalizedString = import('../runtime.js').LocalizedString;
export type Verify_Grade_AsInputs = {
    tier: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Grade {tier}" |
*
* @param {Verify_Grade_AsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const verify_grade_as: ((inputs: Verify_Grade_AsInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_Grade_AsInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
