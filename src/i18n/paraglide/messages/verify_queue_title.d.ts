export type LocalizedString = import('../runtime.js').LocalizedString;
export type Verify_Queue_TitleInputs = {};
/**
* | output |
* | --- |
* | "Verification queue" |
*
* @param {Verify_Queue_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const verify_queue_title: ((inputs?: Verify_Queue_TitleInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_Queue_TitleInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
