export type LocalizedString = import('../runtime.js').LocalizedString;
export type Dev_Expires_YearInputs = {};
/**
* | output |
* | --- |
* | "In a year" |
*
* @param {Dev_Expires_YearInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_expires_year: ((inputs?: Dev_Expires_YearInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Expires_YearInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
