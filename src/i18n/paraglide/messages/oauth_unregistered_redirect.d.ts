export type LocalizedString = import('../runtime.js').LocalizedString;
export type Oauth_Unregistered_RedirectInputs = {};
/**
* | output |
* | --- |
* | "The app asked to send you to an address it has not registered, so we stopped here." |
*
* @param {Oauth_Unregistered_RedirectInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export declare const oauth_unregistered_redirect: ((inputs?: Oauth_Unregistered_RedirectInputs, options?: {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Oauth_Unregistered_RedirectInputs, {
    locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr";
}, {}>;
