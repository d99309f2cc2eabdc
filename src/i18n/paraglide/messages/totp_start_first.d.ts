export type LocalizedString = import('../runtime.js').LocalizedString;
export type Totp_Start_FirstInputs = {};
/**
* | output |
* | --- |
* | "Start setting up your authenticator app first." |
*
* @param {Totp_Start_FirstInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const totp_start_first: ((inputs?: Totp_Start_FirstInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Totp_Start_FirstInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
