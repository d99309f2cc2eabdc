export type LocalizedString = import('../runtime.js').LocalizedString;
export type People_ActivityInputs = {};
/**
* | output |
* | --- |
* | "Activity" |
*
* @param {People_ActivityInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const people_activity: ((inputs?: People_ActivityInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<People_ActivityInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
