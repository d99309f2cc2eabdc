export type LocalizedString = import('../runtime.js').LocalizedString;
export type Notify_Catch_Graded_TitleInputs = {
    tier: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Your catch was graded {tier}" |
*
* @param {Notify_Catch_Graded_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notify_catch_graded_title: ((inputs: Notify_Catch_Graded_TitleInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Catch_Graded_TitleInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
