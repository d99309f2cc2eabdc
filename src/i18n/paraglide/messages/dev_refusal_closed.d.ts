export type LocalizedString = import('../runtime.js').LocalizedString;
export type Dev_Refusal_ClosedInputs = {};
/**
* | output |
* | --- |
* | "This installation does not give developer access at the moment." |
*
* @param {Dev_Refusal_ClosedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_refusal_closed: ((inputs?: Dev_Refusal_ClosedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Refusal_ClosedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
