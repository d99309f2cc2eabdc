export type LocalizedString = import('../runtime.js').LocalizedString;
export type Catch_Filter_WordsInputs = {};
/**
* | output |
* | --- |
* | "Words in notes" |
*
* @param {Catch_Filter_WordsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const catch_filter_words: ((inputs?: Catch_Filter_WordsInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Filter_WordsInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
