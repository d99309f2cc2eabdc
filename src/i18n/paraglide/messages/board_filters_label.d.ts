export type LocalizedString = import('../runtime.js').LocalizedString;
export type Board_Filters_LabelInputs = {};
/**
* | output |
* | --- |
* | "Board and filters" |
*
* @param {Board_Filters_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const board_filters_label: ((inputs?: Board_Filters_LabelInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Board_Filters_LabelInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
