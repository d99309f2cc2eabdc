export type LocalizedString = import('../runtime.js').LocalizedString;
export type Guide_Title_QuickstartInputs = {};
/**
* | output |
* | --- |
* | "Quickstart: a key, a first catch, a first webhook" |
*
* @param {Guide_Title_QuickstartInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const guide_title_quickstart: ((inputs?: Guide_Title_QuickstartInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Guide_Title_QuickstartInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
