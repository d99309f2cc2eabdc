export type LocalizedString = import('../runtime.js').LocalizedString;
export type Notify_Protest_TitleInputs = {};
/**
* | output |
* | --- |
* | "A protest against your entry" |
*
* @param {Notify_Protest_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notify_protest_title: ((inputs?: Notify_Protest_TitleInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Protest_TitleInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
