export type LocalizedString = import('../runtime.js').LocalizedString;
export type Guide_Not_Found_TitleInputs = {};
/**
* | output |
* | --- |
* | "No such guide" |
*
* @param {Guide_Not_Found_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const guide_not_found_title: ((inputs?: Guide_Not_Found_TitleInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Guide_Not_Found_TitleInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
