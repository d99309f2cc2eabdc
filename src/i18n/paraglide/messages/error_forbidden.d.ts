export type LocalizedString = import('../runtime.js').LocalizedString;
export type Error_ForbiddenInputs = {};
/**
* | output |
* | --- |
* | "Your account cannot open this page." |
*
* @param {Error_ForbiddenInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const error_forbidden: ((inputs?: Error_ForbiddenInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_ForbiddenInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
