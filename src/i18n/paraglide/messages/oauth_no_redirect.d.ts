export type LocalizedString = import('../runtime.js').LocalizedString;
export type Oauth_No_RedirectInputs = {};
/**
* | output |
* | --- |
* | "The request has no redirect_uri and the app has several." |
*
* @param {Oauth_No_RedirectInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const oauth_no_redirect: ((inputs?: Oauth_No_RedirectInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Oauth_No_RedirectInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
