export type LocalizedString = import('../runtime.js').LocalizedString;
export type Offline_Page_TitleInputs = {};
/**
* | output |
* | --- |
* | "Offline" |
*
* @param {Offline_Page_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const offline_page_title: ((inputs?: Offline_Page_TitleInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Offline_Page_TitleInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
