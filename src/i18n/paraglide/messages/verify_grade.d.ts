export type LocalizedString = import('../runtime.js').LocalizedString;
export type Verify_GradeInputs = {};
/**
* | output |
* | --- |
* | "Grade" |
*
* @param {Verify_GradeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const verify_grade: ((inputs?: Verify_GradeInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_GradeInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
