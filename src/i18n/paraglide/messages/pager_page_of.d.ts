export type LocalizedString = import('../runtime.js').LocalizedString;
export type Pager_Page_OfInputs = {
    page: NonNullable<unknown>;
    last: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Page {page} of {last}" |
*
* @param {Pager_Page_OfInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const pager_page_of: ((inputs: Pager_Page_OfInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Pager_Page_OfInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
