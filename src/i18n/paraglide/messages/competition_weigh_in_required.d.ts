export type LocalizedString = import('../runtime.js').LocalizedString;
export type Competition_Weigh_In_RequiredInputs = {};
/**
* | output |
* | --- |
* | "Required: only weighed fish count" |
*
* @param {Competition_Weigh_In_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const competition_weigh_in_required: ((inputs?: Competition_Weigh_In_RequiredInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Weigh_In_RequiredInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
