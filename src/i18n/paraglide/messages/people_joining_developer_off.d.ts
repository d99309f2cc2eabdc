export type LocalizedString = import('../runtime.js').LocalizedString;
export type People_Joining_Developer_OffInputs = {};
/**
* | output |
* | --- |
* | "off." |
*
* @param {People_Joining_Developer_OffInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const people_joining_developer_off: ((inputs?: People_Joining_Developer_OffInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<People_Joining_Developer_OffInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
