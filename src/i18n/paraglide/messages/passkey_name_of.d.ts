export type LocalizedString = import('../runtime.js').LocalizedString;
export type Passkey_Name_OfInputs = {
    name: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Name of passkey {name}" |
*
* @param {Passkey_Name_OfInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const passkey_name_of: ((inputs: Passkey_Name_OfInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Passkey_Name_OfInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
