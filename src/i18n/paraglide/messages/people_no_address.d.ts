export type LocalizedString = import('../runtime.js').LocalizedString;
export type People_No_AddressInputs = {};
/**
* | output |
* | --- |
* | "no address" |
*
* @param {People_No_AddressInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const people_no_address: ((inputs?: People_No_AddressInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<People_No_AddressInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
