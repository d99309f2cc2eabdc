export type LocalizedString = import('../runtime.js').LocalizedString;
export type Totp_ScanInputs = {};
/**
* | output |
* | --- |
* | "Scan this code with your authenticator app, or type the key into it; then enter the code it shows." |
*
* @param {Totp_ScanInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const totp_scan: ((inputs?: Totp_ScanInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Totp_ScanInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
