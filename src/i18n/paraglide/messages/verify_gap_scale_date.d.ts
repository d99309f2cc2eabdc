export type LocalizedString = import('../runtime.js').LocalizedString;
export type Verify_Gap_Scale_DateInputs = {};
/**
* | output |
* | --- |
* | "gold needs the date the scale was certified" |
*
* @param {Verify_Gap_Scale_DateInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const verify_gap_scale_date: ((inputs?: Verify_Gap_Scale_DateInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_Gap_Scale_DateInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
