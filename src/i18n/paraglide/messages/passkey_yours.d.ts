export type LocalizedString = import('../runtime.js').LocalizedString;
export type Passkey_YoursInputs = {};
/**
* | output |
* | --- |
* | "Your passkeys" |
*
* @param {Passkey_YoursInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const passkey_yours: ((inputs?: Passkey_YoursInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Passkey_YoursInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
