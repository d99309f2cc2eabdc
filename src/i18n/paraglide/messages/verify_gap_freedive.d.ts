export type LocalizedString = import('../runtime.js').LocalizedString;
export type Verify_Gap_FreediveInputs = {};
/**
* | output |
* | --- |
* | "gold needs a freedive catch: record keepers do not accept scuba catches" |
*
* @param {Verify_Gap_FreediveInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const verify_gap_freedive: ((inputs?: Verify_Gap_FreediveInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_Gap_FreediveInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
