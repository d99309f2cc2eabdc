export type LocalizedString = import('../runtime.js').LocalizedString;
export type Catch_Place_NameInputs = {};
/**
* | output |
* | --- |
* | "Place name" |
*
* @param {Catch_Place_NameInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const catch_place_name: ((inputs?: Catch_Place_NameInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Place_NameInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
