export type LocalizedString = import('../runtime.js').LocalizedString;
export type Verify_Photo_NumberInputs = {
    number: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Photo {number}" |
*
* @param {Verify_Photo_NumberInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const verify_photo_number: ((inputs: Verify_Photo_NumberInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_Photo_NumberInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
