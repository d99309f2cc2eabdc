export type LocalizedString = import('../runtime.js').LocalizedString;
export type Join_Link_ShownInputs = {};
/**
* | output |
* | --- |
* | "No mail is set up: you get the link to pass on." |
*
* @param {Join_Link_ShownInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const join_link_shown: ((inputs?: Join_Link_ShownInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Link_ShownInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
