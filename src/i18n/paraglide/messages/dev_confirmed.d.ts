export type LocalizedString = import('../runtime.js').LocalizedString;
export type Dev_ConfirmedInputs = {};
/**
* | output |
* | --- |
* | "Thank you. An administrator will decide on your application; you will hear by mail." |
*
* @param {Dev_ConfirmedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_confirmed: ((inputs?: Dev_ConfirmedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_ConfirmedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
