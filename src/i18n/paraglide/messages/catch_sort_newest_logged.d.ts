export type LocalizedString = import('../runtime.js').LocalizedString;
export type Catch_Sort_Newest_LoggedInputs = {};
/**
* | output |
* | --- |
* | "Newest logged" |
*
* @param {Catch_Sort_Newest_LoggedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const catch_sort_newest_logged: ((inputs?: Catch_Sort_Newest_LoggedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Sort_Newest_LoggedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
