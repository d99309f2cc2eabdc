export type LocalizedString = import('../runtime.js').LocalizedString;
export type Join_Qr_LabelInputs = {
    email: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "QR code of the invitation link for {email}" |
*
* @param {Join_Qr_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const join_qr_label: ((inputs: Join_Qr_LabelInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Qr_LabelInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
