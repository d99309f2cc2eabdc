export type LocalizedString = import('../runtime.js').LocalizedString;
export type Scope_Catches_WriteInputs = {};
/**
* | output |
* | --- |
* | "Log, edit and delete your catches" |
*
* @param {Scope_Catches_WriteInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const scope_catches_write: ((inputs?: Scope_Catches_WriteInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Scope_Catches_WriteInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
