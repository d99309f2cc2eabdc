export type LocalizedString = import('../runtime.js').LocalizedString;
export type Verify_WaitingInputs = {};
/**
* | output |
* | --- |
* | "Waiting for review" |
*
* @param {Verify_WaitingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const verify_waiting: ((inputs?: Verify_WaitingInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Verify_WaitingInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
