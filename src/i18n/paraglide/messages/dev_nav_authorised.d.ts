export type LocalizedString = import('../runtime.js').LocalizedString;
export type Dev_Nav_AuthorisedInputs = {};
/**
* | output |
* | --- |
* | "Authorised apps" |
*
* @param {Dev_Nav_AuthorisedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_nav_authorised: ((inputs?: Dev_Nav_AuthorisedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Nav_AuthorisedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
