export type LocalizedString = import('../runtime.js').LocalizedString;
export type Dev_Redirect_UrisInputs = {};
/**
* | output |
* | --- |
* | "Redirect URIs" |
*
* @param {Dev_Redirect_UrisInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const dev_redirect_uris: ((inputs?: Dev_Redirect_UrisInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Redirect_UrisInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
