export type LocalizedString = import('../runtime.js').LocalizedString;
export type Catch_List_Empty_TitleInputs = {};
/**
* | output |
* | --- |
* | "Your log is empty" |
*
* @param {Catch_List_Empty_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const catch_list_empty_title: ((inputs?: Catch_List_Empty_TitleInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_List_Empty_TitleInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
