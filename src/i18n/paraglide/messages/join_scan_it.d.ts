export type LocalizedString = import('../runtime.js').LocalizedString;
export type Join_Scan_ItInputs = {};
/**
* | output |
* | --- |
* | "Or let them scan it from this screen:" |
*
* @param {Join_Scan_ItInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const join_scan_it: ((inputs?: Join_Scan_ItInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_Scan_ItInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
