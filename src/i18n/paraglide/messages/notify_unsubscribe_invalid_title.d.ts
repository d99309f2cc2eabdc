export type LocalizedString = import('../runtime.js').LocalizedString;
export type Notify_Unsubscribe_Invalid_TitleInputs = {};
/**
* | output |
* | --- |
* | "Link not valid" |
*
* @param {Notify_Unsubscribe_Invalid_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notify_unsubscribe_invalid_title: ((inputs?: Notify_Unsubscribe_Invalid_TitleInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Unsubscribe_Invalid_TitleInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
