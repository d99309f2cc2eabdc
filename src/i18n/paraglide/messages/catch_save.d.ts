export type LocalizedString = import('../runtime.js').LocalizedString;
export type Catch_SaveInputs = {};
/**
* | output |
* | --- |
* | "Save catch" |
*
* @param {Catch_SaveInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const catch_save: ((inputs?: Catch_SaveInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_SaveInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
