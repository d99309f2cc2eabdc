export type LocalizedString = import('../runtime.js').LocalizedString;
export type People_No_Such_PersonInputs = {};
/**
* | output |
* | --- |
* | "No such person" |
*
* @param {People_No_Such_PersonInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const people_no_such_person: ((inputs?: People_No_Such_PersonInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<People_No_Such_PersonInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
