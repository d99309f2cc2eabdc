export type LocalizedString = import('../runtime.js').LocalizedString;
export type Offline_Page_TextInputs = {
    link: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Pages you opened while signed in are kept here. {link}: it is saved on this phone and sent when you are back in reach." |
*
* @param {Offline_Page_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const offline_page_text: ((inputs: Offline_Page_TextInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Offline_Page_TextInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
