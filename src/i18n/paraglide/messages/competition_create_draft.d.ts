export type LocalizedString = import('../runtime.js').LocalizedString;
export type Competition_Create_DraftInputs = {};
/**
* | output |
* | --- |
* | "Create draft" |
*
* @param {Competition_Create_DraftInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_create_draft: ((inputs?: Competition_Create_DraftInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Create_DraftInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
