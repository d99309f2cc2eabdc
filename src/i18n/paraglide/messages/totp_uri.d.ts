export type LocalizedString = import('../runtime.js').LocalizedString;
export type Totp_UriInputs = {
    uri: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Or open this address on the phone with the app: {uri}" |
*
* @param {Totp_UriInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const totp_uri: ((inputs: Totp_UriInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Totp_UriInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
