export type LocalizedString = import('../runtime.js').LocalizedString;
export type Verify_Gap_Weigh_PhotoInputs = {};
/**
* | output |
* | --- |
* | "gold needs a photo of the weighing" |
*
* @param {Verify_Gap_Weigh_PhotoInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const verify_gap_weigh_photo: ((inputs?: Verify_Gap_Weigh_PhotoInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_Gap_Weigh_PhotoInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
