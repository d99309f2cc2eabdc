export type LocalizedString = import('../runtime.js').LocalizedString;
export type Account_Units_ImperialInputs = {};
/**
* | output |
* | --- |
* | "Imperial (lb, in, ft, °F)" |
*
* @param {Account_Units_ImperialInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const account_units_imperial: ((inputs?: Account_Units_ImperialInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Units_ImperialInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
