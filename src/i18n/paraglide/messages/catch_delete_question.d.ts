export type LocalizedString = import('../runtime.js').LocalizedString;
export type Catch_Delete_QuestionInputs = {};
/**
* | output |
* | --- |
* | "Delete this catch?" |
*
* @param {Catch_Delete_QuestionInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const catch_delete_question: ((inputs?: Catch_Delete_QuestionInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Delete_QuestionInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
