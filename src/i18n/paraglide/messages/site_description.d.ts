export type LocalizedString = import('../runtime.js').LocalizedString;
export type Site_DescriptionInputs = {};
/**
* | output |
* | --- |
* | "catchd: log, verify and rank spearfishing catches." |
*
* @param {Site_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const site_description: ((inputs?: Site_DescriptionInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_DescriptionInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
