export type LocalizedString = import('../runtime.js').LocalizedString;
export type Stats_Col_CatchesInputs = {};
/**
* | output |
* | --- |
* | "Catches" |
*
* @param {Stats_Col_CatchesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const stats_col_catches: ((inputs?: Stats_Col_CatchesInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Stats_Col_CatchesInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
