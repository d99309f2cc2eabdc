export type LocalizedString = import('../runtime.js').LocalizedString;
export type Dev_DecisionInputs = {};
/**
* | output |
* | --- |
* | "Decision" |
*
* @param {Dev_DecisionInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_decision: ((inputs?: Dev_DecisionInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_DecisionInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
