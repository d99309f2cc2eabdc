export type LocalizedString = import('../runtime.js').LocalizedString;
export type Verify_Diver_MessageInputs = {
    note: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Diver’s message: “{note}”" |
*
* @param {Verify_Diver_MessageInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const verify_diver_message: ((inputs: Verify_Diver_MessageInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_Diver_MessageInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
