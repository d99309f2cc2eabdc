export type LocalizedString = import('../runtime.js').LocalizedString;
export type Join_Col_LinkInputs = {};
/**
* | output |
* | --- |
* | "Link" |
*
* @param {Join_Col_LinkInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const join_col_link: ((inputs?: Join_Col_LinkInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Col_LinkInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
