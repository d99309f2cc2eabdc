export type LocalizedString = import('../runtime.js').LocalizedString;
export type Guide_Title_Paging_And_SearchInputs = {};
/**
* | output |
* | --- |
* | "Paging and search" |
*
* @param {Guide_Title_Paging_And_SearchInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const guide_title_paging_and_search: ((inputs?: Guide_Title_Paging_And_SearchInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Guide_Title_Paging_And_SearchInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
