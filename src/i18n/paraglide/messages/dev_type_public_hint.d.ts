export type LocalizedString = import('../runtime.js').LocalizedString;
export type Dev_Type_Public_HintInputs = {};
/**
* | output |
* | --- |
* | "Public (a browser or phone app, PKCE only)" |
*
* @param {Dev_Type_Public_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_type_public_hint: ((inputs?: Dev_Type_Public_HintInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Type_Public_HintInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
