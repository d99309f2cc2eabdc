export type LocalizedString = import('../runtime.js').LocalizedString;
export type Dev_No_AuthorisedInputs = {};
/**
* | output |
* | --- |
* | "You have not authorised any app." |
*
* @param {Dev_No_AuthorisedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_no_authorised: ((inputs?: Dev_No_AuthorisedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_No_AuthorisedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
