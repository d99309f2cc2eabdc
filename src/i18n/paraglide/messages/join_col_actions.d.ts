export type LocalizedString = import('../runtime.js').LocalizedString;
export type Join_Col_ActionsInputs = {};
/**
* | output |
* | --- |
* | "Actions" |
*
* @param {Join_Col_ActionsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const join_col_actions: ((inputs?: Join_Col_ActionsInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Col_ActionsInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
