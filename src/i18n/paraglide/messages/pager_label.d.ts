export type LocalizedString = import('../runtime.js').LocalizedString;
export type Pager_LabelInputs = {};
/**
* | output |
* | --- |
* | "Pages" |
*
* @param {Pager_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const pager_label: ((inputs?: Pager_LabelInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Pager_LabelInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
