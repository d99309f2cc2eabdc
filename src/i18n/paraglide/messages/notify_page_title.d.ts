export type LocalizedString = import('../runtime.js').LocalizedString;
export type Notify_Page_TitleInputs = {};
/**
* | output |
* | --- |
* | "Notifications" |
*
* @param {Notify_Page_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notify_page_title: ((inputs?: Notify_Page_TitleInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Page_TitleInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
