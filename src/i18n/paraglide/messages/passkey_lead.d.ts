export type LocalizedString = import('../runtime.js').LocalizedString;
export type Passkey_LeadInputs = {};
/**
* | output |
* | --- |
* | "Sign in with your fingerprint, face, screen lock or a security key: no password needed." |
*
* @param {Passkey_LeadInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const passkey_lead: ((inputs?: Passkey_LeadInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Passkey_LeadInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
