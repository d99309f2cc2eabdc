export type LocalizedString = import('../runtime.js').LocalizedString;
export type Catch_List_Empty_TextInputs = {};
/**
* | output |
* | --- |
* | "Every fish you land goes here, with its photos: log it from the boat, even without signal." |
*
* @param {Catch_List_Empty_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const catch_list_empty_text: ((inputs?: Catch_List_Empty_TextInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_List_Empty_TextInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
