export type LocalizedString = import('../runtime.js').LocalizedString;
export type Notify_Unsubscribed_TitleInputs = {};
/**
* | output |
* | --- |
* | "Unsubscribed" |
*
* @param {Notify_Unsubscribed_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notify_unsubscribed_title: ((inputs?: Notify_Unsubscribed_TitleInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Unsubscribed_TitleInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
