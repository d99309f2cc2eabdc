export type LocalizedString = import('../runtime.js').LocalizedString;
export type Pager_PageInputs = {
    page: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Page {page}" |
*
* @param {Pager_PageInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const pager_page: ((inputs: Pager_PageInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Pager_PageInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
