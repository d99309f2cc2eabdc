export type LocalizedString = import('../runtime.js').LocalizedString;
export type Verify_Photo_WeighingInputs = {
    number: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Photo {number} (weighing)" |
*
* @param {Verify_Photo_WeighingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const verify_photo_weighing: ((inputs: Verify_Photo_WeighingInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_Photo_WeighingInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
