export type LocalizedString = import('../runtime.js').LocalizedString;
export type Stats_Active_Divers_By_MonthInputs = {};
/**
* | output |
* | --- |
* | "Active divers by month" |
*
* @param {Stats_Active_Divers_By_MonthInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const stats_active_divers_by_month: ((inputs?: Stats_Active_Divers_By_MonthInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Stats_Active_Divers_By_MonthInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
