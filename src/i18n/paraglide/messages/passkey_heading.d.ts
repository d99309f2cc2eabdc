export type LocalizedString = import('../runtime.js').LocalizedString;
export type Passkey_HeadingInputs = {};
/**
* | output |
* | --- |
* | "Passkeys" |
*
* @param {Passkey_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const passkey_heading: ((inputs?: Passkey_HeadingInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Passkey_HeadingInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
