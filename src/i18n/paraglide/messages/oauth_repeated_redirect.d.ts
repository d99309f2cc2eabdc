export type LocalizedString = import('../runtime.js').LocalizedString;
export type Oauth_Repeated_RedirectInputs = {};
/**
* | output |
* | --- |
* | "The request repeats redirect_uri." |
*
* @param {Oauth_Repeated_RedirectInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const oauth_repeated_redirect: ((inputs?: Oauth_Repeated_RedirectInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Oauth_Repeated_RedirectInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
