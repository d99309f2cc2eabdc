export type LocalizedString = import('../runtime.js').LocalizedString;
export type Scope_Club_WriteInputs = {};
/**
* | output |
* | --- |
* | "Change the club’s settings: name, time zone, units, language, seasons, joining (admins)" |
*
* @param {Scope_Club_WriteInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const scope_club_write: ((inputs?: Scope_Club_WriteInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Scope_Club_WriteInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
