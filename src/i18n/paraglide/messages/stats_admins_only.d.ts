export type LocalizedString = import('../runtime.js').LocalizedString;
export type Stats_Admins_OnlyInputs = {};
/**
* | output |
* | --- |
* | "The club’s charts are for its admins while the boards are not public." |
*
* @param {Stats_Admins_OnlyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const stats_admins_only: ((inputs?: Stats_Admins_OnlyInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Stats_Admins_OnlyInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
