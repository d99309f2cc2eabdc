export type LocalizedString = import('../runtime.js').LocalizedString;
export type Competition_Reason_Over_Fish_LimitInputs = {};
/**
* | output |
* | --- |
* | "over the limit of fish per entry (better fish count)" |
*
* @param {Competition_Reason_Over_Fish_LimitInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_reason_over_fish_limit: ((inputs?: Competition_Reason_Over_Fish_LimitInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Reason_Over_Fish_LimitInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
