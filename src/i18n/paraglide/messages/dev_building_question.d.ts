export type LocalizedString = import('../runtime.js').LocalizedString;
export type Dev_Building_QuestionInputs = {};
/**
* | output |
* | --- |
* | "What are you building?" |
*
* @param {Dev_Building_QuestionInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_building_question: ((inputs?: Dev_Building_QuestionInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Building_QuestionInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
