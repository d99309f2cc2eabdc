export type LocalizedString = import('../runtime.js').LocalizedString;
export type Species_Latest_VerifiedInputs = {};
/**
* | output |
* | --- |
* | "Latest verified catches" |
*
* @param {Species_Latest_VerifiedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const species_latest_verified: ((inputs?: Species_Latest_VerifiedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Latest_VerifiedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
