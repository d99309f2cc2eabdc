export type LocalizedString = import('../runtime.js').LocalizedString;
export type Join_Col_DecisionInputs = {};
/**
* | output |
* | --- |
* | "Decision" |
*
* @param {Join_Col_DecisionInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const join_col_decision: ((inputs?: Join_Col_DecisionInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Col_DecisionInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
