export type LocalizedString = import('../runtime.js').LocalizedString;
export type Verify_Photos_Of_FishInputs = {};
/**
* | output |
* | --- |
* | "Photos of the fish" |
*
* @param {Verify_Photos_Of_FishInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const verify_photos_of_fish: ((inputs?: Verify_Photos_Of_FishInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_Photos_Of_FishInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
