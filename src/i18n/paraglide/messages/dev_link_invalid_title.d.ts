export type LocalizedString = import('../runtime.js').LocalizedString;
export type Dev_Link_Invalid_TitleInputs = {};
/**
* | output |
* | --- |
* | "Link not valid" |
*
* @param {Dev_Link_Invalid_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_link_invalid_title: ((inputs?: Dev_Link_Invalid_TitleInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Link_Invalid_TitleInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
