export type LocalizedString = import('../runtime.js').LocalizedString;
export type Scope_Catches_ReadInputs = {};
/**
* | output |
* | --- |
* | "See catches, their verifications and catch events" |
*
* @param {Scope_Catches_ReadInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const scope_catches_read: ((inputs?: Scope_Catches_ReadInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Scope_Catches_ReadInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
