export type LocalizedString = import('../runtime.js').LocalizedString;
export type Notify_Verification_Requested_TitleInputs = {};
/**
* | output |
* | --- |
* | "A catch waits for verification" |
*
* @param {Notify_Verification_Requested_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notify_verification_requested_title: ((inputs?: Notify_Verification_Requested_TitleInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Verification_Requested_TitleInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
