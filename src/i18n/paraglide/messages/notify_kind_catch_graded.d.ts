export type LocalizedString = import('../runtime.js').LocalizedString;
export type Notify_Kind_Catch_GradedInputs = {};
/**
* | output |
* | --- |
* | "One of your catches is graded or refused" |
*
* @param {Notify_Kind_Catch_GradedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notify_kind_catch_graded: ((inputs?: Notify_Kind_Catch_GradedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Kind_Catch_GradedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
