export type LocalizedString = import('../runtime.js').LocalizedString;
export type Verify_Photo_AltInputs = {
    species: NonNullable<unknown>;
    number: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "{species}, photo {number}" |
*
* @param {Verify_Photo_AltInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const verify_photo_alt: ((inputs: Verify_Photo_AltInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_Photo_AltInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
