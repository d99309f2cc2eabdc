export type LocalizedString = import('../runtime.js').LocalizedString;
export type People_Enable_LabelInputs = {
    name: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Enable {name}" |
*
* @param {People_Enable_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const people_enable_label: ((inputs: People_Enable_LabelInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<People_Enable_LabelInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
