export type LocalizedString = import('../runtime.js').LocalizedString;
export type People_Joining_Developer_OnInputs = {};
/**
* | output |
* | --- |
* | "on: visitors sign up and apply for developer access in one go, whatever the joining mode." |
*
* @param {People_Joining_Developer_OnInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const people_joining_developer_on: ((inputs?: People_Joining_Developer_OnInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<People_Joining_Developer_OnInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
