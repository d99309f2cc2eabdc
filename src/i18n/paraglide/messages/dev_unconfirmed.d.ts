export type LocalizedString = import('../runtime.js').LocalizedString;
export type Dev_UnconfirmedInputs = {};
/**
* | output |
* | --- |
* | "(unconfirmed)" |
*
* @param {Dev_UnconfirmedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_unconfirmed: ((inputs?: Dev_UnconfirmedInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_UnconfirmedInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
