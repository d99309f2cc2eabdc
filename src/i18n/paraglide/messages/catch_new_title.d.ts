export type LocalizedString = import('../runtime.js').LocalizedString;
export type Catch_New_TitleInputs = {};
/**
* | output |
* | --- |
* | "Log a catch" |
*
* @param {Catch_New_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const catch_new_title: ((inputs?: Catch_New_TitleInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_New_TitleInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
