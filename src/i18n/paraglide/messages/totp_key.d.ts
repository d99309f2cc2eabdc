export type LocalizedString = import('../runtime.js').LocalizedString;
export type Totp_KeyInputs = {
    key: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Key: {key}" |
*
* @param {Totp_KeyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const totp_key: ((inputs: Totp_KeyInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Totp_KeyInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
