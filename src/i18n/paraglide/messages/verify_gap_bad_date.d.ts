export type LocalizedString = import('../runtime.js').LocalizedString;
export type Verify_Gap_Bad_DateInputs = {};
/**
* | output |
* | --- |
* | "the scale’s date must be a real date, not in the future" |
*
* @param {Verify_Gap_Bad_DateInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const verify_gap_bad_date: ((inputs?: Verify_Gap_Bad_DateInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_Gap_Bad_DateInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
