export type LocalizedString = import('../runtime.js').LocalizedString;
export type Join_Set_Up_TitleInputs = {};
/**
* | output |
* | --- |
* | "catchd is set up" |
*
* @param {Join_Set_Up_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const join_set_up_title: ((inputs?: Join_Set_Up_TitleInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Set_Up_TitleInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
