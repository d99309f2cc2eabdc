export type LocalizedString = import('../runtime.js').LocalizedString;
export type Notify_Catch_Refused_TitleInputs = {};
/**
* | output |
* | --- |
* | "Your catch was refused" |
*
* @param {Notify_Catch_Refused_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notify_catch_refused_title: ((inputs?: Notify_Catch_Refused_TitleInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Catch_Refused_TitleInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
