export type LocalizedString = import('../runtime.js').LocalizedString;
export type Join_Setup_TitleInputs = {};
/**
* | output |
* | --- |
* | "Set up catchd" |
*
* @param {Join_Setup_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const join_setup_title: ((inputs?: Join_Setup_TitleInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Setup_TitleInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
