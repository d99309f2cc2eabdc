export type LocalizedString = import('../runtime.js').LocalizedString;
export type Competition_Counts_QuestionInputs = {};
/**
* | output |
* | --- |
* | "Counts?" |
*
* @param {Competition_Counts_QuestionInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_counts_question: ((inputs?: Competition_Counts_QuestionInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Counts_QuestionInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
