export type LocalizedString = import('../runtime.js').LocalizedString;
export type Error_Not_FoundInputs = {};
/**
* | output |
* | --- |
* | "There is nothing at this address, or it is not yours to see." |
*
* @param {Error_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const error_not_found: ((inputs?: Error_Not_FoundInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Not_FoundInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
