export type LocalizedString = import('../runtime.js').LocalizedString;
export type Error_ServerInputs = {};
/**
* | output |
* | --- |
* | "Something went wrong on our side; it has been logged." |
*
* @param {Error_ServerInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const error_server: ((inputs?: Error_ServerInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_ServerInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
