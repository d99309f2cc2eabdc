export type LocalizedString = import('../runtime.js').LocalizedString;
export type Competition_Status_DraftInputs = {};
/**
* | output |
* | --- |
* | "Draft (admins only)" |
*
* @param {Competition_Status_DraftInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_status_draft: ((inputs?: Competition_Status_DraftInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Status_DraftInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
