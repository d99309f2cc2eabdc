export type LocalizedString = import('../runtime.js').LocalizedString;
export type Totp_Qr_LabelInputs = {};
/**
* | output |
* | --- |
* | "QR code of the key, for your authenticator app" |
*
* @param {Totp_Qr_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const totp_qr_label: ((inputs?: Totp_Qr_LabelInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Totp_Qr_LabelInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
