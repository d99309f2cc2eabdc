export type LocalizedString = import('../runtime.js').LocalizedString;
export type Join_Building_LabelInputs = {};
/**
* | output |
* | --- |
* | "What are you building?" |
*
* @param {Join_Building_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const join_building_label: ((inputs?: Join_Building_LabelInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Building_LabelInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
