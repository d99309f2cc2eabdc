export type LocalizedString = import('../runtime.js').LocalizedString;
export type Passkey_Confirm_To_AddInputs = {
    link: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "{link} to add a passkey." |
*
* @param {Passkey_Confirm_To_AddInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const passkey_confirm_to_add: ((inputs: Passkey_Confirm_To_AddInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Passkey_Confirm_To_AddInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
