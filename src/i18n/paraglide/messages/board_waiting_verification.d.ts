export type LocalizedString = import('../runtime.js').LocalizedString;
export type Board_Waiting_VerificationInputs = {};
/**
* | output |
* | --- |
* | "Catches waiting for verification" |
*
* @param {Board_Waiting_VerificationInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const board_waiting_verification: ((inputs?: Board_Waiting_VerificationInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Board_Waiting_VerificationInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
