export type LocalizedString = import('../runtime.js').LocalizedString;
export type Notify_Provisional_TitleInputs = {};
/**
* | output |
* | --- |
* | "Provisional results are up" |
*
* @param {Notify_Provisional_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notify_provisional_title: ((inputs?: Notify_Provisional_TitleInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Provisional_TitleInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
