export type LocalizedString = import('../runtime.js').LocalizedString;
export type Stats_Col_YoursInputs = {};
/**
* | output |
* | --- |
* | "Yours" |
*
* @param {Stats_Col_YoursInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const stats_col_yours: ((inputs?: Stats_Col_YoursInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Stats_Col_YoursInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
