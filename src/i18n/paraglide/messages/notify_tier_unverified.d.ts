export type LocalizedString = import('../runtime.js').LocalizedString;
export type Notify_Tier_UnverifiedInputs = {};
/**
* | output |
* | --- |
* | "unverified" |
*
* @param {Notify_Tier_UnverifiedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notify_tier_unverified: ((inputs?: Notify_Tier_UnverifiedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Tier_UnverifiedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
