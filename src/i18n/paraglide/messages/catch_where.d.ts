export type LocalizedString = import('../runtime.js').LocalizedString;
export type Catch_WhereInputs = {};
/**
* | output |
* | --- |
* | "Where" |
*
* @param {Catch_WhereInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const catch_where: ((inputs?: Catch_WhereInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_WhereInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
