export type LocalizedString = import('../runtime.js').LocalizedString;
export type Passkey_Last_UsedInputs = {};
/**
* | output |
* | --- |
* | "Last used" |
*
* @param {Passkey_Last_UsedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const passkey_last_used: ((inputs?: Passkey_Last_UsedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Passkey_Last_UsedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
