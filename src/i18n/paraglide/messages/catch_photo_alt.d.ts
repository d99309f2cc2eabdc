export type LocalizedString = import('../runtime.js').LocalizedString;
export type Catch_Photo_AltInputs = {
    species: NonNullable<unknown>;
    number: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "{species}, photo {number}" |
*
* @param {Catch_Photo_AltInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const catch_photo_alt: ((inputs: Catch_Photo_AltInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Photo_AltInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
