export type LocalizedString = import('../runtime.js').LocalizedString;
export type Notify_Kind_Competition_ResultsInputs = {};
/**
* | output |
* | --- |
* | "Provisional or final results of a competition you entered" |
*
* @param {Notify_Kind_Competition_ResultsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notify_kind_competition_results: ((inputs?: Notify_Kind_Competition_ResultsInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Kind_Competition_ResultsInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
