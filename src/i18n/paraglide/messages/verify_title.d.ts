export type LocalizedString = import('../runtime.js').LocalizedString;
export type Verify_TitleInputs = {
    species: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Verify {species}" |
*
* @param {Verify_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const verify_title: ((inputs: Verify_TitleInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_TitleInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
