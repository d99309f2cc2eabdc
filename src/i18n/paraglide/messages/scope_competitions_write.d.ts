export type LocalizedString = import('../runtime.js').LocalizedString;
export type Scope_Competitions_WriteInputs = {};
/**
* | output |
* | --- |
* | "Create and run competitions (admins) and record weigh-ins (weighmasters)" |
*
* @param {Scope_Competitions_WriteInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const scope_competitions_write: ((inputs?: Scope_Competitions_WriteInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Scope_Competitions_WriteInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
