export type LocalizedString = import('../runtime.js').LocalizedString;
export type Notify_Final_TitleInputs = {};
/**
* | output |
* | --- |
* | "Final results are in" |
*
* @param {Notify_Final_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notify_final_title: ((inputs?: Notify_Final_TitleInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Final_TitleInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
