export type LocalizedString = import('../runtime.js').LocalizedString;
export type Notify_Kind_Verification_RequestedInputs = {};
/**
* | output |
* | --- |
* | "A diver asks for a catch to be verified (verifiers and admins)" |
*
* @param {Notify_Kind_Verification_RequestedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const notify_kind_verification_requested: ((inputs?: Notify_Kind_Verification_RequestedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Kind_Verification_RequestedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
