export type LocalizedString = import('../runtime.js').LocalizedString;
export type Dev_Redirect_Uris_HintInputs = {};
/**
* | output |
* | --- |
* | "Redirect URIs (one a line)" |
*
* @param {Dev_Redirect_Uris_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_redirect_uris_hint: ((inputs?: Dev_Redirect_Uris_HintInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Redirect_Uris_HintInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
