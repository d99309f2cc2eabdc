export type LocalizedString = import('../runtime.js').LocalizedString;
export type Join_Col_PersonInputs = {};
/**
* | output |
* | --- |
* | "Person" |
*
* @param {Join_Col_PersonInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const join_col_person: ((inputs?: Join_Col_PersonInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Col_PersonInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
