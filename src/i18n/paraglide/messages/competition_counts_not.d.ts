export type LocalizedString = import('../runtime.js').LocalizedString;
export type Competition_Counts_NotInputs = {
    reason: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "No: {reason}" |
*
* @param {Competition_Counts_NotInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_counts_not: ((inputs: Competition_Counts_NotInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Counts_NotInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
