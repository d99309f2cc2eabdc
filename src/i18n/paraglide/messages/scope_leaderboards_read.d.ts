export type LocalizedString = import('../runtime.js').LocalizedString;
export type Scope_Leaderboards_ReadInputs = {};
/**
* | output |
* | --- |
* | "See leaderboards" |
*
* @param {Scope_Leaderboards_ReadInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const scope_leaderboards_read: ((inputs?: Scope_Leaderboards_ReadInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Scope_Leaderboards_ReadInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
