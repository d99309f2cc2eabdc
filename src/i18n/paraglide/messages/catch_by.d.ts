export type LocalizedString = import('../runtime.js').LocalizedString;
export type Catch_ByInputs = {
    link: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "By {link}" |
*
* @param {Catch_ByInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const catch_by: ((inputs: Catch_ByInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_ByInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
