export type LocalizedString = import('../runtime.js').LocalizedString;
export type Catch_Not_LocatedInputs = {};
/**
* | output |
* | --- |
* | "Your location could not be found." |
*
* @param {Catch_Not_LocatedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const catch_not_located: ((inputs?: Catch_Not_LocatedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Not_LocatedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
