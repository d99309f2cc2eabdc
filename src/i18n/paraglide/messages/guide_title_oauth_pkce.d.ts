export type LocalizedString = import('../runtime.js').LocalizedString;
export type Guide_Title_Oauth_PkceInputs = {};
/**
* | output |
* | --- |
* | "OAuth 2.0 with PKCE: acting for other people" |
*
* @param {Guide_Title_Oauth_PkceInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const guide_title_oauth_pkce: ((inputs?: Guide_Title_Oauth_PkceInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Guide_Title_Oauth_PkceInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
