export type LocalizedString = import('../runtime.js').LocalizedString;
export type Dev_ApplicationInputs = {};
/**
* | output |
* | --- |
* | "Your application" |
*
* @param {Dev_ApplicationInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_application: ((inputs?: Dev_ApplicationInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_ApplicationInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
