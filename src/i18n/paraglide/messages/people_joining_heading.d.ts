export type LocalizedString = import('../runtime.js').LocalizedString;
export type People_Joining_HeadingInputs = {};
/**
* | output |
* | --- |
* | "How people join" |
*
* @param {People_Joining_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const people_joining_heading: ((inputs?: People_Joining_HeadingInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<People_Joining_HeadingInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
