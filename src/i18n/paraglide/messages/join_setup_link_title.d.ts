export type LocalizedString = import('../runtime.js').LocalizedString;
export type Join_Setup_Link_TitleInputs = {};
/**
* | output |
* | --- |
* | "Setup link not valid" |
*
* @param {Join_Setup_Link_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const join_setup_link_title: ((inputs?: Join_Setup_Link_TitleInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Setup_Link_TitleInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
