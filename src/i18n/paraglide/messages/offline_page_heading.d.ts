export type LocalizedString = import('../runtime.js').LocalizedString;
export type Offline_Page_HeadingInputs = {};
/**
* | output |
* | --- |
* | "No signal, and this page is not on this phone" |
*
* @param {Offline_Page_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const offline_page_heading: ((inputs?: Offline_Page_HeadingInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Offline_Page_HeadingInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
