export type LocalizedString = import('../runtime.js').LocalizedString;
export type Verify_Gap_PhotoInputs = {
    tier: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "{tier} needs a photo of the fish" |
*
* @param {Verify_Gap_PhotoInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const verify_gap_photo: ((inputs: Verify_Gap_PhotoInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_Gap_PhotoInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
