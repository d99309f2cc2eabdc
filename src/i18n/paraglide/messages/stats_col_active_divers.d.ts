export type LocalizedString = import('../runtime.js').LocalizedString;
export type Stats_Col_Active_DiversInputs = {};
/**
* | output |
* | --- |
* | "Active divers" |
*
* @param {Stats_Col_Active_DiversInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const stats_col_active_divers: ((inputs?: Stats_Col_Active_DiversInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Stats_Col_Active_DiversInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
