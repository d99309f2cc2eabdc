export type LocalizedString = import('../runtime.js').LocalizedString;
export type Stats_No_CatchesInputs = {};
/**
* | output |
* | --- |
* | "No catches yet." |
*
* @param {Stats_No_CatchesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const stats_no_catches: ((inputs?: Stats_No_CatchesInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Stats_No_CatchesInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
