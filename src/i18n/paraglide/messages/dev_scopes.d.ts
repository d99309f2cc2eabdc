export type LocalizedString = import('../runtime.js').LocalizedString;
export type Dev_ScopesInputs = {};
/**
* | output |
* | --- |
* | "Scopes" |
*
* @param {Dev_ScopesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_scopes: ((inputs?: Dev_ScopesInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_ScopesInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
