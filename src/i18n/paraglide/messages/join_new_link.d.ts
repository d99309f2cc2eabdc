export type LocalizedString = import('../runtime.js').LocalizedString;
export type Join_New_LinkInputs = {};
/**
* | output |
* | --- |
* | "New link" |
*
* @param {Join_New_LinkInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const join_new_link: ((inputs?: Join_New_LinkInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_New_LinkInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
