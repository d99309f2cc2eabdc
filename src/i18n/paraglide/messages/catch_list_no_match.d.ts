export type LocalizedString = import('../runtime.js').LocalizedString;
export type Catch_List_No_MatchInputs = {};
/**
* | output |
* | --- |
* | "No catch matches these filters." |
*
* @param {Catch_List_No_MatchInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const catch_list_no_match: ((inputs?: Catch_List_No_MatchInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_List_No_MatchInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
