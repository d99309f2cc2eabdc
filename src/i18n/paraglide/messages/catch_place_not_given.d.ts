export type LocalizedString = import('../runtime.js').LocalizedString;
export type Catch_Place_Not_GivenInputs = {};
/**
* | output |
* | --- |
* | "not given" |
*
* @param {Catch_Place_Not_GivenInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const catch_place_not_given: ((inputs?: Catch_Place_Not_GivenInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Place_Not_GivenInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
