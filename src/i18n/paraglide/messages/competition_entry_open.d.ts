export type LocalizedString = import('../runtime.js').LocalizedString;
export type Competition_Entry_OpenInputs = {};
/**
* | output |
* | --- |
* | "Divers enter themselves" |
*
* @param {Competition_Entry_OpenInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_entry_open: ((inputs?: Competition_Entry_OpenInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Entry_OpenInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
