export type LocalizedString = import('../runtime.js').LocalizedString;
export type Competition_Reason_Over_Species_LimitInputs = {};
/**
* | output |
* | --- |
* | "over the limit for its species (better fish of it count)" |
*
* @param {Competition_Reason_Over_Species_LimitInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_reason_over_species_limit: ((inputs?: Competition_Reason_Over_Species_LimitInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Reason_Over_Species_LimitInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
