export type LocalizedString = import('../runtime.js').LocalizedString;
export type Catch_List_TitleInputs = {};
/**
* | output |
* | --- |
* | "My catches" |
*
* @param {Catch_List_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const catch_list_title: ((inputs?: Catch_List_TitleInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_List_TitleInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
