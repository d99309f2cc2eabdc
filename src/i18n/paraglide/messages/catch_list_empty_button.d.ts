export type LocalizedString = import('../runtime.js').LocalizedString;
export type Catch_List_Empty_ButtonInputs = {};
/**
* | output |
* | --- |
* | "Log your first catch" |
*
* @param {Catch_List_Empty_ButtonInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const catch_list_empty_button: ((inputs?: Catch_List_Empty_ButtonInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_List_Empty_ButtonInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
