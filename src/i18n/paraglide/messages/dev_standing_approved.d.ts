export type LocalizedString = import('../runtime.js').LocalizedString;
export type Dev_Standing_ApprovedInputs = {};
/**
* | output |
* | --- |
* | "You are an approved developer." |
*
* @param {Dev_Standing_ApprovedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_standing_approved: ((inputs?: Dev_Standing_ApprovedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Standing_ApprovedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
