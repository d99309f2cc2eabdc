export type LocalizedString = import('../runtime.js').LocalizedString;
export type Competition_Entry_LabelInputs = {};
/**
* | output |
* | --- |
* | "Who enters" |
*
* @param {Competition_Entry_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_entry_label: ((inputs?: Competition_Entry_LabelInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Entry_LabelInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
