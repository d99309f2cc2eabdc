export type LocalizedString = import('../runtime.js').LocalizedString;
export type Totp_HeadingInputs = {};
/**
* | output |
* | --- |
* | "Authenticator app" |
*
* @param {Totp_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const totp_heading: ((inputs?: Totp_HeadingInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Totp_HeadingInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
