export type LocalizedString = import('../runtime.js').LocalizedString;
export type Dev_Authorised_CountInputs = {};
/**
* | output |
* | --- |
* | "People who authorised it" |
*
* @param {Dev_Authorised_CountInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_authorised_count: ((inputs?: Dev_Authorised_CountInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Authorised_CountInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
