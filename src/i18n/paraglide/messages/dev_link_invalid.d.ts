export type LocalizedString = import('../runtime.js').LocalizedString;
export type Dev_Link_InvalidInputs = {};
/**
* | output |
* | --- |
* | "This confirmation link is unknown or was used already." |
*
* @param {Dev_Link_InvalidInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_link_invalid: ((inputs?: Dev_Link_InvalidInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Link_InvalidInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
